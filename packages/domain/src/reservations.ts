import { type Fen, multiplyFenByBasisPoints } from './money';

/**
 * Bare-metal reservations (issue 17): a whole machine of one configuration held for a range of
 * China calendar days (UTC+8, no daylight saving), both ends included. A range is rented on
 * delivery as one prepaid term, so it is what one rental can buy: 1-29 days (daily), or whole
 * 30-day months up to 12 (monthly).
 */
export const RESERVATION_LIMITS = {
  /** The first day may be at most this many days after today (China time); today itself is refused. */
  maxDaysAhead: 180,
  minDays: 1,
  /** Up to this many days a range is a daily term; from 30 on it must be whole months of 30 days. */
  maxDailyDays: 29,
  daysPerMonth: 30,
  maxDays: 360,
  /** The deposit: this share of the term's list price (basis points), at least `minDepositFen`. */
  depositBasisPoints: 2_000,
  minDepositFen: 10_000,
} as const;

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` of the China day `instant` falls in. */
export function chinaDayOf(instant: Date): string {
  return new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The first instant of a China day, or null when `day` is no real `YYYY-MM-DD` date. */
export function chinaDayStart(day: string): Date | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, date);
  if (new Date(utc).toISOString().slice(0, 10) !== day) return null;
  return new Date(utc - CHINA_OFFSET_MS);
}

/** Whole days from day `from` to day `to` (both valid `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  const a = chinaDayStart(from);
  const b = chinaDayStart(to);
  if (!a || !b) throw new RangeError(`invalid day ${from} or ${to}`);
  return Math.round((b.getTime() - a.getTime()) / DAY_MS);
}

export type ReservationTerm = { mode: 'daily'; count: number } | { mode: 'monthly'; count: number };

/** The prepaid term a range of `days` is rented as on delivery, or null when no single term fits. */
export function reservationTerm(days: number): ReservationTerm | null {
  const limits = RESERVATION_LIMITS;
  if (!Number.isInteger(days) || days < limits.minDays || days > limits.maxDays) return null;
  if (days <= limits.maxDailyDays) return { mode: 'daily', count: days };
  if (days % limits.daysPerMonth !== 0) return null;
  return { mode: 'monthly', count: days / limits.daysPerMonth };
}

export type RangeCheck =
  | { ok: true; days: number; term: ReservationTerm; startsAt: Date; endsAt: Date }
  | { ok: false; field: 'start_day' | 'end_day'; reason: string };

/**
 * Whether a customer may ask for the range `startDay`..`endDay` (both included) on China day
 * `today`: it starts tomorrow at the earliest and at most `maxDaysAhead` days ahead, and its length
 * is a term of `reservationTerm`. `endsAt` is the first instant after the range.
 */
export function checkReservationRange(startDay: string, endDay: string, today: string): RangeCheck {
  const limits = RESERVATION_LIMITS;
  const startsAt = chinaDayStart(startDay);
  if (!startsAt) return { ok: false, field: 'start_day', reason: 'must be a date YYYY-MM-DD' };
  const end = chinaDayStart(endDay);
  if (!end) return { ok: false, field: 'end_day', reason: 'must be a date YYYY-MM-DD' };
  const ahead = daysBetween(today, startDay);
  if (ahead < 1) return { ok: false, field: 'start_day', reason: 'must be a day after today (China time)' };
  if (ahead > limits.maxDaysAhead)
    return { ok: false, field: 'start_day', reason: `must be at most ${limits.maxDaysAhead} days ahead` };
  const days = daysBetween(startDay, endDay) + 1;
  if (days < limits.minDays) return { ok: false, field: 'end_day', reason: 'must not be before start_day' };
  const term = reservationTerm(days);
  if (!term)
    return {
      ok: false,
      field: 'end_day',
      reason: `the range must be 1-${limits.maxDailyDays} days, or whole months of ${limits.daysPerMonth} days up to ${limits.maxDays}`,
    };
  return { ok: true, days, term, startsAt, endsAt: new Date(end.getTime() + DAY_MS) };
}

/**
 * The deposit of a reservation whose term lists at `termPriceFen` (the whole machine, period
 * discount in, no membership): 20 % of it, at least 100.00, and never more than the term itself.
 * It is refunded in full when the reservation is cancelled, refused, or delivered.
 */
export function reservationDepositFen(termPriceFen: Fen): Fen {
  const share = multiplyFenByBasisPoints(termPriceFen, RESERVATION_LIMITS.depositBasisPoints);
  return Math.min(termPriceFen, Math.max(share, RESERVATION_LIMITS.minDepositFen));
}

/** Whether two half-open instant ranges [aStart, aEnd) and [bStart, bEnd) share an instant. */
export function rangesOverlap(aStart: Date, aEnd: Date, bStart: Date, bEnd: Date): boolean {
  return aStart < bEnd && bStart < aEnd;
}
