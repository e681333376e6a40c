import { DAY_MS, HOUR_MS } from './clock';

/** Asia/Shanghai is UTC+8 all year (no daylight saving), so the platform's day is a fixed shift of UTC's. */
const SHANGHAI_OFFSET_MS = 8 * HOUR_MS;

export interface PlatformDay {
  /** YYYY-MM-DD in Asia/Shanghai. */
  day: string;
  start: Date;
  end: Date;
}

/** The calendar day in Asia/Shanghai that holds `now`: what "today" means on the platform. */
export function platformDayOf(now: Date): PlatformDay {
  const localMidnight = Math.floor((now.getTime() + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS;
  const start = new Date(localMidnight - SHANGHAI_OFFSET_MS);
  return {
    day: new Date(localMidnight).toISOString().slice(0, 10),
    start,
    end: new Date(start.getTime() + DAY_MS),
  };
}

/** YYYY-MM in Asia/Shanghai of an instant: the month invoices and monthly reports count in. */
export function platformMonthOf(at: Date): string {
  return new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 7);
}
