import { describe, expect, it } from 'vitest';
import {
  checkStopAt,
  chinaTimeText,
  chinaTimeToInstant,
  type IdlePoint,
  idleSince,
  idleStep,
  idleWarningLeadMinutes,
  pointIsIdle,
} from './auto-stop';

const MINUTE = 60_000;
const NOW = Date.parse('2026-05-01T12:00:00Z');

/** Minute points ending at the minute before NOW, oldest first, with these GPU maxima. */
function points(gpuMaxima: Array<number[] | null>, cpuMax = 90): IdlePoint[] {
  return gpuMaxima.map((gpus, i) => ({
    atMs: NOW - (gpuMaxima.length - i) * MINUTE,
    cpuMax,
    gpuUtilMax: gpus,
  }));
}

describe('the time rule (China time)', () => {
  it('reads and writes China wall-clock times', () => {
    expect(chinaTimeToInstant('2026-05-01 21:00')?.toISOString()).toBe('2026-05-01T13:00:00.000Z');
    expect(chinaTimeToInstant('2026-05-02 07:30')?.toISOString()).toBe('2026-05-01T23:30:00.000Z');
    expect(chinaTimeText(new Date('2026-05-01T16:00:00Z'))).toBe('2026-05-02 00:00');
  });

  it('refuses what is no real time', () => {
    for (const text of ['2026-02-30 10:00', '2026-05-01 24:00', '2026-05-01 10:60', '2026-5-1 10:00', '']) {
      expect(chinaTimeToInstant(text), text).toBeNull();
    }
  });

  it('takes a time in the future, within 30 days', () => {
    const now = new Date(NOW);
    expect(checkStopAt(new Date(NOW + MINUTE), now)).toEqual({ ok: true });
    expect(checkStopAt(new Date(NOW), now)).toEqual({
      ok: false,
      reason: 'must be in the future (China time)',
    });
    expect(checkStopAt(new Date(NOW - MINUTE), now).ok).toBe(false);
    expect(checkStopAt(new Date(NOW + 31 * 86_400_000), now)).toEqual({
      ok: false,
      reason: 'must be within 30 days',
    });
  });
});

describe('the idle rule', () => {
  it('judges GPUs by their maxima, and the CPU only without GPU data', () => {
    expect(pointIsIdle({ atMs: 0, cpuMax: 99, gpuUtilMax: [1, 4.9] }, 5)).toBe(true);
    expect(pointIsIdle({ atMs: 0, cpuMax: 0, gpuUtilMax: [1, 5] }, 5)).toBe(false);
    expect(pointIsIdle({ atMs: 0, cpuMax: 4, gpuUtilMax: null }, 5)).toBe(true);
    expect(pointIsIdle({ atMs: 0, cpuMax: 6, gpuUtilMax: [] }, 5)).toBe(false);
  });

  it('finds the newest stretch of idle points without gaps', () => {
    const options = { nowMs: NOW, thresholdPercent: 5, countFromMs: 0 };
    expect(idleSince(points([[80], [2], [3], [0]]), options)).toBe(NOW - 3 * MINUTE);
    expect(idleSince(points([[2], [3], [0]]), options)).toBe(NOW - 3 * MINUTE);
    // The newest point busy: not idle now.
    expect(idleSince(points([[2], [3], [60]]), options)).toBeNull();
    // One GPU busy is busy.
    expect(idleSince(points([[2], [3], [0, 50]]), options)).toBeNull();
  });

  it('starts no earlier than a gap in the points', () => {
    const withGap = points([[0], [0], [0], [0]]).filter((_, i) => i !== 1);
    expect(idleSince(withGap, { nowMs: NOW, thresholdPercent: 5, countFromMs: 0 })).toBe(NOW - 2 * MINUTE);
  });

  it('is never idle without fresh points', () => {
    const old = points([[0], [0]]).map((p) => ({ ...p, atMs: p.atMs - 5 * MINUTE }));
    expect(idleSince(old, { nowMs: NOW, thresholdPercent: 5, countFromMs: 0 })).toBeNull();
    expect(idleSince([], { nowMs: NOW, thresholdPercent: 5, countFromMs: 0 })).toBeNull();
  });

  it('counts from when the rule was set or snoozed', () => {
    const countFromMs = NOW - 90_000;
    expect(idleSince(points([[0], [0], [0]]), { nowMs: NOW, thresholdPercent: 5, countFromMs })).toBe(
      countFromMs,
    );
  });

  it('uses the CPU on a machine without GPU data', () => {
    expect(idleSince(points([null, null], 3), { nowMs: NOW, thresholdPercent: 5, countFromMs: 0 })).toBe(
      NOW - 2 * MINUTE,
    );
    expect(
      idleSince(points([null, null], 30), { nowMs: NOW, thresholdPercent: 5, countFromMs: 0 }),
    ).toBeNull();
  });

  it('warns 5 minutes ahead, or 1 for short windows', () => {
    expect(idleWarningLeadMinutes(30)).toBe(5);
    expect(idleWarningLeadMinutes(10)).toBe(5);
    expect(idleWarningLeadMinutes(9)).toBe(1);
    expect(idleWarningLeadMinutes(2)).toBe(1);
  });

  it('warns once per stretch, then stops after the lead', () => {
    const base = { idleMinutes: 30, minuteMs: MINUTE, warnedForMs: null, warnedAtMs: null };
    const since = NOW - 24 * MINUTE;
    expect(idleStep({ ...base, nowMs: NOW, idleSinceMs: since })).toBe('none');
    expect(idleStep({ ...base, nowMs: NOW + MINUTE, idleSinceMs: since })).toBe('warn');
    const warned = { ...base, warnedForMs: since, warnedAtMs: NOW + MINUTE };
    expect(idleStep({ ...warned, nowMs: NOW + 2 * MINUTE, idleSinceMs: since })).toBe('none');
    expect(idleStep({ ...warned, nowMs: NOW + 6 * MINUTE, idleSinceMs: since })).toBe('stop');
    // A new stretch (busy in between) is warned again.
    expect(idleStep({ ...warned, nowMs: NOW + 60 * MINUTE, idleSinceMs: NOW + 30 * MINUTE })).toBe('warn');
    expect(idleStep({ ...warned, nowMs: NOW + 60 * MINUTE, idleSinceMs: null })).toBe('none');
  });

  it('keeps the promised lead after a late warning', () => {
    const since = NOW - 40 * MINUTE;
    const base = { idleMinutes: 30, minuteMs: MINUTE, idleSinceMs: since };
    expect(idleStep({ ...base, nowMs: NOW, warnedForMs: null, warnedAtMs: null })).toBe('warn');
    expect(idleStep({ ...base, nowMs: NOW + 4 * MINUTE, warnedForMs: since, warnedAtMs: NOW })).toBe('none');
    expect(idleStep({ ...base, nowMs: NOW + 5 * MINUTE, warnedForMs: since, warnedAtMs: NOW })).toBe('stop');
  });

  it('follows a shortened test minute', () => {
    const since = NOW - 2_000;
    const base = { idleMinutes: 2, minuteMs: 1_000, idleSinceMs: since };
    expect(idleStep({ ...base, nowMs: NOW - 1_000, warnedForMs: null, warnedAtMs: null })).toBe('warn');
    expect(idleStep({ ...base, nowMs: NOW, warnedForMs: since, warnedAtMs: NOW - 1_000 })).toBe('stop');
  });
});
