import { describe, expect, it } from 'vitest';
import {
  diskReleaseEvent,
  instanceTimeline,
  nextChargeEvent,
  periodEndEvent,
  scheduledStopEvent,
  type TimelineInstance,
} from './instance-timeline';

const HOUR = 3_600_000;
const created = Date.UTC(2026, 10, 1, 0, 0);

function build(overrides: Partial<TimelineInstance> = {}): TimelineInstance {
  return {
    status: 'running',
    billingMode: 'post_paid',
    createdAtMs: created,
    expiresAtMs: null,
    stoppedAtMs: null,
    gpuMode: 'gpu',
    hourlyRateFen: 184,
    noGpuHourlyRateFen: 20,
    ...overrides,
  };
}

describe('nextChargeEvent', () => {
  it('is the start of the next hour of its life, at its hourly price', () => {
    expect(nextChargeEvent(build(), created + 90 * 60_000)).toEqual({
      kind: 'next_charge',
      atMs: created + 2 * HOUR,
      amountFen: 184,
    });
  });
  it('charges the no-GPU rate while it runs without GPUs', () => {
    expect(nextChargeEvent(build({ gpuMode: 'none' }), created)?.amountFen).toBe(20);
  });
  it('does not apply to a stopped or prepaid instance', () => {
    expect(nextChargeEvent(build({ status: 'stopped' }), created)).toBeNull();
    expect(nextChargeEvent(build({ billingMode: 'daily' }), created)).toBeNull();
  });
});

describe('periodEndEvent', () => {
  const prepaid = build({ billingMode: 'daily', expiresAtMs: created + 24 * HOUR });
  it('is the expiry of a prepaid period still running', () => {
    expect(periodEndEvent(prepaid, created)).toEqual({
      kind: 'period_end',
      atMs: created + 24 * HOUR,
      amountFen: null,
    });
  });
  it('does not apply once past, once expired, or to pay-as-you-go', () => {
    expect(periodEndEvent(prepaid, created + 25 * HOUR)).toBeNull();
    expect(periodEndEvent({ ...prepaid, status: 'expired' }, created)).toBeNull();
    expect(periodEndEvent(build(), created)).toBeNull();
  });
});

describe('scheduledStopEvent', () => {
  it('is the auto-stop time of a machine that is up', () => {
    expect(scheduledStopEvent(build(), created + HOUR, created)).toEqual({
      kind: 'scheduled_stop',
      atMs: created + HOUR,
      amountFen: null,
    });
  });
  it('does not apply without a rule, past it, or to a shut-down instance', () => {
    expect(scheduledStopEvent(build(), null, created)).toBeNull();
    expect(scheduledStopEvent(build(), created - 1, created)).toBeNull();
    expect(scheduledStopEvent(build({ status: 'stopped' }), created + HOUR, created)).toBeNull();
  });
});

describe('diskReleaseEvent', () => {
  it('is the retention days after the later of the stop and the period end', () => {
    const stopped = build({ status: 'stopped', stoppedAtMs: created + HOUR });
    expect(diskReleaseEvent(stopped, 15)?.atMs).toBe(created + HOUR + 15 * 24 * HOUR);
    const expired = build({ status: 'expired', stoppedAtMs: created, expiresAtMs: created + 2 * HOUR });
    expect(diskReleaseEvent(expired, 1)?.atMs).toBe(created + 2 * HOUR + 24 * HOUR);
  });
  it('does not apply to a running instance', () => {
    expect(diskReleaseEvent(build(), 15)).toBeNull();
  });
});

describe('instanceTimeline', () => {
  it('lists what applies, soonest first', () => {
    const timeline = instanceTimeline(build(), {
      nowMs: created + 10 * 60_000,
      stopAtMs: created + 30 * 60_000,
      retentionDays: 15,
    });
    expect(timeline.map((event) => event.kind)).toEqual(['scheduled_stop', 'next_charge']);
  });
  it('is empty for a released instance', () => {
    expect(
      instanceTimeline(build({ status: 'released' }), { nowMs: created, stopAtMs: null, retentionDays: 15 }),
    ).toEqual([]);
  });
});
