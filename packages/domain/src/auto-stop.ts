/**
 * Auto-stop (issue 42): an instance stops by itself at a China time, after its GPUs (or, without
 * GPU data, its CPU) have been idle for N minutes, or when a command it runs has finished. These are
 * the pure rules; the server's job applies them to the monitoring module's minute points.
 */

/** The limits every auto-stop setting is checked against (the contracts state the same). */
export const AUTO_STOP_LIMITS = {
  idleMinutes: { min: 2, max: 1440 },
  idleThreshold: { min: 1, max: 50, default: 5 },
  commandLength: 1000,
  /** How far ahead a time may be set: 30 days. */
  stopAtDaysAhead: 30,
} as const;

/** A monitoring minute point covers this long from its `at`, whatever the test minute is. */
export const MINUTE_POINT_MS = 60_000;

const CHINA_OFFSET_MS = 8 * 3_600_000;
const CHINA_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

/** The instant of a China wall-clock time `YYYY-MM-DD HH:mm`, or null when it is no real time. */
export function chinaTimeToInstant(text: string): Date | null {
  const match = CHINA_TIME_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  if (chinaTimeText(new Date(utc - CHINA_OFFSET_MS)) !== text) return null;
  return new Date(utc - CHINA_OFFSET_MS);
}

/** `YYYY-MM-DD HH:mm` of an instant in China time (UTC+8, no daylight saving). */
export function chinaTimeText(instant: Date): string {
  return new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * Whether a stop time may be set at `now`: in the future (a minute at least: the job looks every
 * minute) and no further than the limit; a reason naming the rule otherwise.
 */
export function checkStopAt(stopAt: Date, now: Date): { ok: true } | { ok: false; reason: string } {
  if (stopAt.getTime() <= now.getTime()) return { ok: false, reason: 'must be in the future (China time)' };
  if (stopAt.getTime() > now.getTime() + AUTO_STOP_LIMITS.stopAtDaysAhead * 86_400_000)
    return { ok: false, reason: `must be within ${AUTO_STOP_LIMITS.stopAtDaysAhead} days` };
  return { ok: true };
}

/** What the idle rule reads of a minute point: its start, the CPU's maximum, each GPU's maximum (null: no GPU data). */
export interface IdlePoint {
  atMs: number;
  cpuMax: number;
  gpuUtilMax: readonly number[] | null;
}

/**
 * Whether a point was idle: every GPU's maximum utilisation under the threshold; a point without
 * GPU data (null or none listed) is judged by the CPU's maximum instead.
 */
export function pointIsIdle(point: IdlePoint, thresholdPercent: number): boolean {
  if (point.gpuUtilMax && point.gpuUtilMax.length > 0)
    return point.gpuUtilMax.every((util) => util < thresholdPercent);
  return point.cpuMax < thresholdPercent;
}

/**
 * When the machine's present idle stretch began, or null when it is not idle now. The stretch is
 * the newest run of idle points without a gap (each point starts at most one point's length after
 * the previous one's start); the newest point must be fresh (it ended no more than one point's
 * length before `now`: the sampler's lag), so a machine without recent points is never idle.
 * `countFrom` (when the rule was set or last snoozed) starts the count no earlier than that.
 */
export function idleSince(
  points: readonly IdlePoint[],
  options: { nowMs: number; thresholdPercent: number; countFromMs: number; pointMs?: number },
): number | null {
  const pointMs = options.pointMs ?? MINUTE_POINT_MS;
  const sorted = [...points].sort((a, b) => a.atMs - b.atMs);
  const newest = sorted.at(-1);
  if (!newest || newest.atMs + 2 * pointMs < options.nowMs) return null;
  let start: number | null = null;
  for (let i = sorted.length - 1; i >= 0; i -= 1) {
    const point = sorted[i] as IdlePoint;
    if (!pointIsIdle(point, options.thresholdPercent)) break;
    const later = sorted[i + 1];
    if (later && later.atMs - point.atMs > pointMs) break;
    start = point.atMs;
  }
  return start === null ? null : Math.max(start, options.countFromMs);
}

/** The warning comes this many minutes before an idle stop: 5, or 1 for windows under 10 minutes. */
export function idleWarningLeadMinutes(idleMinutes: number): number {
  return idleMinutes >= 10 ? 5 : 1;
}

export type IdleStep = 'none' | 'warn' | 'stop';

/**
 * What the job does about an idle rule now. It warns once per idle stretch when the stretch reaches
 * N minus the lead; it stops at N minutes, but only after that warning has been out for the lead
 * (so the owner always has the promised minutes to keep it running, even after a missed run).
 */
export function idleStep(input: {
  nowMs: number;
  /** idleSince's answer. */
  idleSinceMs: number | null;
  idleMinutes: number;
  minuteMs: number;
  /** The stretch start the last warning was for, and when it went out. */
  warnedForMs: number | null;
  warnedAtMs: number | null;
}): IdleStep {
  if (input.idleSinceMs === null) return 'none';
  const idleMs = input.nowMs - input.idleSinceMs;
  const leadMs = idleWarningLeadMinutes(input.idleMinutes) * input.minuteMs;
  const warned = input.warnedForMs === input.idleSinceMs && input.warnedAtMs !== null;
  if (!warned) return idleMs >= input.idleMinutes * input.minuteMs - leadMs ? 'warn' : 'none';
  const warningOutFor = input.nowMs - (input.warnedAtMs ?? input.nowMs);
  return idleMs >= input.idleMinutes * input.minuteMs && warningOutFor >= leadMs ? 'stop' : 'none';
}
