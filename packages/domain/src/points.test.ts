import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accrueSpending, canRedeem, pointsForSpending, reverseSpending, type SpendingState } from './points';

const payment = fc.integer({ min: 0, max: 10_000_000 });
/** A movement: a payment from the balance (positive) or a refund to it (negative). */
const movement = fc.integer({ min: -10_000_000, max: 10_000_000 });

function replay(movements: number[]) {
  let state: SpendingState = { cumulativeFen: 0 };
  let points = 0;
  for (const fen of movements) {
    const step = fen >= 0 ? accrueSpending(state, fen) : reverseSpending(state, -fen);
    state = step.state;
    points += step.points;
  }
  return { state, points };
}

describe('points for spending', () => {
  it('earns 1 point per whole yuan, fractions carried: 0.50 + 0.50 earn 1', () => {
    expect(replay([50, 50]).points).toBe(1);
    expect(replay([99]).points).toBe(0);
    expect(replay([1050]).points).toBe(10);
    expect(replay([1050, -1050]).points).toBe(0);
    expect(pointsForSpending(199)).toBe(1);
  });

  it('never loses or invents points however the payments are split', () => {
    fc.assert(
      fc.property(fc.array(payment, { maxLength: 40 }), (payments) => {
        const total = payments.reduce((sum, fen) => sum + fen, 0);
        expect(replay(payments).points).toBe(Math.floor(total / 100));
      }),
    );
  });

  it('holds points = floor(cumulative / 100) across any payments and refunds', () => {
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 60 }), (movements) => {
        const { state, points } = replay(movements);
        expect(state.cumulativeFen).toBeGreaterThanOrEqual(0);
        expect(points).toBe(pointsForSpending(state.cumulativeFen));
      }),
    );
  });

  it('a refund of everything paid takes every point back, in any order of refunds', () => {
    fc.assert(
      fc.property(fc.array(payment, { minLength: 1, maxLength: 20 }), fc.boolean(), (payments, reversed) => {
        const refunds = (reversed ? [...payments].reverse() : payments).map((fen) => -fen);
        expect(replay([...payments, ...refunds]).points).toBe(0);
      }),
    );
  });

  it('a refund never takes more than its cap or what was counted', () => {
    fc.assert(
      fc.property(payment, payment, payment, (paid, refunded, cap) => {
        const after = reverseSpending({ cumulativeFen: paid }, refunded, cap);
        expect(after.state.cumulativeFen).toBe(paid - Math.min(paid, refunded, cap));
        expect(after.points).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('redeems only with enough points', () => {
    expect(canRedeem(100, 100)).toBe(true);
    expect(canRedeem(99, 100)).toBe(false);
    expect(canRedeem(-5, 1)).toBe(false);
  });
});
