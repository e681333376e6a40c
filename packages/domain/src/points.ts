import type { Fen } from './money';

/**
 * Points for spending (issue 18): one point per whole yuan paid from the balance. The points an
 * account holds for spending are always floor(cumulative net fen / 100), so no fraction of a yuan is
 * lost or invented however payments are split: 0.50 + 0.50 yuan earn 1 point. A refund takes its
 * amount off the cumulative (never below nothing), and the points move by the difference.
 * The server's set-based SQL (points-accrual.repository.ts) computes exactly these functions.
 */
export const FEN_PER_POINT = 100;

/** The points the cumulative spending is worth. */
export function pointsForSpending(cumulativeFen: Fen): number {
  return Math.floor(Math.max(0, cumulativeFen) / FEN_PER_POINT);
}

export interface SpendingState {
  /** Net fen paid from the balance that counts, never below zero. */
  cumulativeFen: Fen;
}

/** What a payment of `paidFen` from the balance does: the new cumulative and the points it adds. */
export function accrueSpending(state: SpendingState, paidFen: Fen): { state: SpendingState; points: number } {
  const cumulativeFen = state.cumulativeFen + Math.max(0, paidFen);
  return {
    state: { cumulativeFen },
    points: pointsForSpending(cumulativeFen) - pointsForSpending(state.cumulativeFen),
  };
}

/**
 * What a refund of `refundedFen` to the balance does: the cumulative falls by at most what it holds
 * and at most `capFen` (what the refunded order itself counted), and the points by the difference
 * (zero or negative).
 */
export function reverseSpending(
  state: SpendingState,
  refundedFen: Fen,
  capFen: Fen = Number.MAX_SAFE_INTEGER,
): { state: SpendingState; points: number } {
  const back = Math.min(Math.max(0, refundedFen), Math.max(0, capFen), state.cumulativeFen);
  const cumulativeFen = state.cumulativeFen - back;
  return {
    state: { cumulativeFen },
    points: pointsForSpending(cumulativeFen) - pointsForSpending(state.cumulativeFen),
  };
}

/** Whether an account holding `balance` points may spend `cost` (never into or below zero's debt). */
export function canRedeem(balance: number, cost: number): boolean {
  return cost > 0 && balance >= cost;
}
