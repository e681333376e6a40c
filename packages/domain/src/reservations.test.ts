import { describe, expect, it } from 'vitest';
import {
  checkReservationRange,
  chinaDayOf,
  chinaDayStart,
  daysBetween,
  RESERVATION_LIMITS,
  rangesOverlap,
  reservationDepositFen,
  reservationTerm,
} from './reservations';

function startOf(day: string): Date {
  const start = chinaDayStart(day);
  if (!start) throw new Error(`bad day ${day}`);
  return start;
}

describe('China days', () => {
  it('names the China day of an instant and its first instant', () => {
    expect(chinaDayOf(new Date('2025-03-01T15:59:59Z'))).toBe('2025-03-01');
    expect(chinaDayOf(new Date('2025-03-01T16:00:00Z'))).toBe('2025-03-02');
    expect(chinaDayStart('2025-03-02')?.toISOString()).toBe('2025-03-01T16:00:00.000Z');
    expect(chinaDayStart('2025-02-30')).toBeNull();
    expect(chinaDayStart('2025-3-1')).toBeNull();
    expect(daysBetween('2025-02-28', '2025-03-01')).toBe(1);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
  });
});

describe('reservation terms', () => {
  it('rents 1-29 days daily and whole 30-day months monthly, nothing else', () => {
    expect(reservationTerm(1)).toEqual({ mode: 'daily', count: 1 });
    expect(reservationTerm(29)).toEqual({ mode: 'daily', count: 29 });
    expect(reservationTerm(30)).toEqual({ mode: 'monthly', count: 1 });
    expect(reservationTerm(360)).toEqual({ mode: 'monthly', count: 12 });
    for (const days of [0, -1, 31, 45, 365, 390, 1.5]) expect(reservationTerm(days)).toBeNull();
  });
});

describe('checkReservationRange', () => {
  const today = '2025-03-01';
  it('accepts a range from tomorrow on, both ends included', () => {
    const check = checkReservationRange('2025-03-02', '2025-03-04', today);
    expect(check).toMatchObject({ ok: true, days: 3, term: { mode: 'daily', count: 3 } });
    if (!check.ok) throw new Error('unreachable');
    expect(check.startsAt.toISOString()).toBe('2025-03-01T16:00:00.000Z');
    expect(check.endsAt.toISOString()).toBe('2025-03-04T16:00:00.000Z');
  });
  it('refuses today, the past, too far ahead, a reversed range and odd lengths, naming the field', () => {
    expect(checkReservationRange('2025-03-01', '2025-03-02', today)).toMatchObject({
      ok: false,
      field: 'start_day',
    });
    const last = new Date(startOf(today).getTime() + RESERVATION_LIMITS.maxDaysAhead * 86_400_000);
    expect(checkReservationRange(chinaDayOf(last), chinaDayOf(last), today).ok).toBe(true);
    const beyond = chinaDayOf(new Date(last.getTime() + 86_400_000));
    expect(checkReservationRange(beyond, beyond, today)).toMatchObject({ ok: false, field: 'start_day' });
    expect(checkReservationRange('2025-03-05', '2025-03-04', today)).toMatchObject({
      ok: false,
      field: 'end_day',
    });
    expect(checkReservationRange('2025-03-02', '2025-04-10', today)).toMatchObject({
      ok: false,
      field: 'end_day',
    });
    expect(checkReservationRange('2025-03-02', '2025-03-31', today)).toMatchObject({
      ok: true,
      term: { mode: 'monthly', count: 1 },
    });
    expect(checkReservationRange('nope', '2025-03-31', today)).toMatchObject({
      ok: false,
      field: 'start_day',
    });
  });
});

describe('reservationDepositFen', () => {
  it('is 20 % of the term price, at least 100.00, never above the term', () => {
    expect(reservationDepositFen(1_000_000)).toBe(200_000);
    expect(reservationDepositFen(100_003)).toBe(20_001);
    expect(reservationDepositFen(30_000)).toBe(10_000);
    expect(reservationDepositFen(5_000)).toBe(5_000);
  });
  it('never exceeds the term and never falls under min(term, minimum)', () => {
    for (let price = 1; price < 2_000_000; price += 7_919) {
      const deposit = reservationDepositFen(price);
      expect(deposit).toBeLessThanOrEqual(price);
      expect(deposit).toBeGreaterThanOrEqual(Math.min(price, RESERVATION_LIMITS.minDepositFen));
    }
  });
});

describe('rangesOverlap', () => {
  const d = startOf;
  it('treats ranges as half-open: back-to-back ranges do not overlap', () => {
    expect(rangesOverlap(d('2025-03-01'), d('2025-03-03'), d('2025-03-03'), d('2025-03-05'))).toBe(false);
    expect(rangesOverlap(d('2025-03-01'), d('2025-03-04'), d('2025-03-03'), d('2025-03-05'))).toBe(true);
  });
});
