import { addMs, DAY_MS, HOUR_MS, MINUTE_MS } from '../../core/clock';
import type { AppDeps } from '../../core/deps';
import { deletePointsBefore, lastHourPoint, rollUpHours } from './rollup.repository';

/** How long minute points are kept, and hour points. */
export const MINUTE_POINTS_KEPT_MS = DAY_MS;
export const HOUR_POINTS_KEPT_MS = 30 * DAY_MS;
/** An hour is rolled up once its last minute's samples have surely been written. */
const SETTLE_MS = 2 * MINUTE_MS;

const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/**
 * Hour points for every finished hour not rolled up yet (after an outage: every one whose minute
 * points are still kept), then retention: minute points older than 24 hours and hour points older
 * than 30 days are deleted, and only those. Safe in several processes (the roll-up is one idempotent
 * INSERT ... ON CONFLICT DO NOTHING; deleting twice deletes nothing more).
 */
export async function rollUpAndPrune(
  deps: Pick<AppDeps, 'db' | 'clock'>,
): Promise<{ hourPoints: number; minutePointsDeleted: number; hourPointsDeleted: number }> {
  const now = deps.clock.now();
  const to = hourOf(addMs(now, -SETTLE_MS));
  const oldest = hourOf(addMs(now, -MINUTE_POINTS_KEPT_MS));
  const last = await lastHourPoint(deps.db);
  const next = last ? addMs(last, HOUR_MS) : oldest;
  const from = next.getTime() > oldest.getTime() ? next : oldest;
  const hourPoints = from.getTime() < to.getTime() ? await rollUpHours(deps.db, from, to) : 0;
  const minutePointsDeleted = await deletePointsBefore(deps.db, 'minute', addMs(now, -MINUTE_POINTS_KEPT_MS));
  const hourPointsDeleted = await deletePointsBefore(deps.db, 'hour', addMs(now, -HOUR_POINTS_KEPT_MS));
  return { hourPoints, minutePointsDeleted, hourPointsDeleted };
}
