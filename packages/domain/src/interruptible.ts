import type { HostShape } from './instance-resources';
import type { Fen } from './money';

/**
 * Interruptible instances (issue 44, point 3): a host's free GPUs sold pay-as-you-go at a lower
 * price per GPU-hour, on the condition that an on-demand rent which finds too few GPUs free stops
 * them (the youngest first). A stopped one keeps its disk, is billed no more, and starts again by
 * the ordinary start when GPUs are free.
 */

/** A host as interruptible pricing reads it: its on-demand price and its interruptible one (null: not sold). */
export interface InterruptibleHost extends HostShape {
  interruptiblePricePerGpuHour: Fen | null;
}

/** Why an interruptible price is refused for a host; null when it may be set. */
export function interruptiblePriceProblem(
  onDemandFen: Fen,
  interruptibleFen: Fen | null,
): 'not_lower' | null {
  if (interruptibleFen === null) return null;
  return interruptibleFen < onDemandFen ? null : 'not_lower';
}

/**
 * The host as an instance is priced on it: an interruptible instance's GPUs cost the host's
 * interruptible price, others (and one whose host no longer sells it) the on-demand price.
 */
export function pricedHostFor<H extends InterruptibleHost>(host: H, instance: { interruptible: boolean }): H {
  if (!instance.interruptible || host.interruptiblePricePerGpuHour === null) return host;
  return { ...host, pricePerGpuHour: host.interruptiblePricePerGpuHour };
}

/** An interruptible instance holding GPUs on the host: a candidate to be stopped. */
export interface InterruptionCandidate {
  id: number;
  gpuCount: number;
  /** When it was rented (ms): the youngest, the last rented, is stopped first. */
  createdAtMs: number;
}

/**
 * Which interruptible instances to stop so that `needed` GPUs are free on a host with `free` free:
 * the youngest first (they have run the least), until enough are free; ties by the higher id.
 * Nobody when enough are free already (an empty list), and null when even stopping every one of
 * them would not free enough, so an order that cannot be met stops no one.
 */
export function chooseInterruptions(
  candidates: readonly InterruptionCandidate[],
  free: number,
  needed: number,
): number[] | null {
  if (free >= needed) return [];
  const youngestFirst = [...candidates].sort((a, b) => b.createdAtMs - a.createdAtMs || b.id - a.id);
  const chosen: number[] = [];
  let freed = free;
  for (const candidate of youngestFirst) {
    chosen.push(candidate.id);
    freed += candidate.gpuCount;
    if (freed >= needed) return chosen;
  }
  return null;
}
