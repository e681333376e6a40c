import { nextHourStartMs } from './billing-hours';
import {
  BILLABLE_STATES,
  ENDED_STATES,
  type InstanceState,
  PERIOD_STATES,
  SHUT_DOWN_STATES,
} from './instance-states';
import type { Fen } from './money';
import type { GpuMode } from './no-gpu-mode';
import { hourlyPriceFen } from './runway';

/**
 * An instance's timeline (issue 44, point 6): what happens to it next and when, so no charge is a
 * surprise. One rule per kind of event, each answering null when the event does not apply; the
 * server computes them from the instance's state and the web shows them in the product's time zone.
 * There is no auto-renewal in the product: a prepaid period ends unless its owner renews it.
 */

const DAY_MS = 86_400_000;

export const TIMELINE_KINDS = ['next_charge', 'period_end', 'scheduled_stop', 'disk_release'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export interface TimelineEvent {
  kind: TimelineKind;
  atMs: number;
  /** What is charged at that moment (the next hourly charge); null when nothing is. */
  amountFen: Fen | null;
}

export interface TimelineInstance {
  status: InstanceState;
  billingMode: string;
  createdAtMs: number;
  expiresAtMs: number | null;
  stoppedAtMs: number | null;
  gpuMode: GpuMode;
  hourlyRateFen: Fen;
  noGpuHourlyRateFen: Fen | null;
}

/** A running pay-as-you-go instance is charged its hourly price when its next hour starts. */
export function nextChargeEvent(instance: TimelineInstance, nowMs: number): TimelineEvent | null {
  if (instance.billingMode !== 'post_paid' || !BILLABLE_STATES.includes(instance.status)) return null;
  return {
    kind: 'next_charge',
    atMs: nextHourStartMs(instance.createdAtMs, nowMs),
    amountFen: hourlyPriceFen(instance),
  };
}

/** A prepaid period ends at its expiry (the instance shuts down then, its disk kept). */
export function periodEndEvent(instance: TimelineInstance, nowMs: number): TimelineEvent | null {
  if (instance.billingMode === 'post_paid' || instance.expiresAtMs === null) return null;
  if (!PERIOD_STATES.includes(instance.status) || instance.expiresAtMs <= nowMs) return null;
  return { kind: 'period_end', atMs: instance.expiresAtMs, amountFen: null };
}

/** An auto-stop time rule stops a machine that is not shut down yet. */
export function scheduledStopEvent(
  instance: TimelineInstance,
  stopAtMs: number | null,
  nowMs: number,
): TimelineEvent | null {
  if (stopAtMs === null || stopAtMs <= nowMs) return null;
  if (SHUT_DOWN_STATES.includes(instance.status) || ENDED_STATES.includes(instance.status)) return null;
  if (instance.status === 'suspended') return null;
  return { kind: 'scheduled_stop', atMs: stopAtMs, amountFen: null };
}

/** A shut-down instance keeps its disk for the retention days from when it stopped or its period ended. */
export function diskReleaseEvent(instance: TimelineInstance, retentionDays: number): TimelineEvent | null {
  if (!SHUT_DOWN_STATES.includes(instance.status) || instance.stoppedAtMs === null) return null;
  const from = Math.max(instance.stoppedAtMs, instance.expiresAtMs ?? 0);
  return { kind: 'disk_release', atMs: from + retentionDays * DAY_MS, amountFen: null };
}

/** Every event that applies, soonest first. */
export function instanceTimeline(
  instance: TimelineInstance,
  context: { nowMs: number; stopAtMs: number | null; retentionDays: number },
): TimelineEvent[] {
  return [
    nextChargeEvent(instance, context.nowMs),
    periodEndEvent(instance, context.nowMs),
    scheduledStopEvent(instance, context.stopAtMs, context.nowMs),
    diskReleaseEvent(instance, context.retentionDays),
  ]
    .filter((event): event is TimelineEvent => event !== null)
    .sort((a, b) => a.atMs - b.atMs);
}
