import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../core/db';
import { dockerMachines } from './docker-machines.table';
import { renewedWhile } from './docker-renewal';

export interface BusyBounds {
  /** How long a flag stays up unless renewed: a crashed process's lapses after it. */
  boundMs: number;
  /** How often a command at work renews its machine's flag. */
  renewMs: number;
}

export const BUSY_BOUNDS: BusyBounds = { boundMs: 10 * 60_000, renewMs: 60_000 };

/** Whether a machine's record says a command of some server process is at work on it now. */
export const flaggedBusy = (row: { busyUntil: Date | null }, now = new Date()): boolean =>
  row.busyUntil !== null && row.busyUntil > now;

export interface BusyFlags {
  /** Runs a command's work with its machine flagged busy in the database; lowered after, if still ours. */
  holding<T>(ref: string, work: () => Promise<T>): Promise<T>;
}

/**
 * The busy flags of one provider (`holder`, a random id per process) on `docker_machines`: what
 * makes every process's `inspect`, listing and event follower leave a machine alone while another
 * process's command recreates or restarts its container. A machine without a record (the
 * reconciler's sweep stopping a stray container) has nothing to flag.
 */
export function createBusyFlags(
  db: Db,
  holder: string,
  log: FastifyBaseLogger,
  bounds: BusyBounds = BUSY_BOUNDS,
): BusyFlags {
  const raise = (ref: string) =>
    db
      .update(dockerMachines)
      .set({ busyUntil: new Date(Date.now() + bounds.boundMs), busyBy: holder })
      .where(eq(dockerMachines.ref, ref));

  const renew = (ref: string) =>
    db
      .update(dockerMachines)
      .set({ busyUntil: new Date(Date.now() + bounds.boundMs) })
      .where(and(eq(dockerMachines.ref, ref), eq(dockerMachines.busyBy, holder)));

  const lower = (ref: string) =>
    db
      .update(dockerMachines)
      .set({ busyUntil: null, busyBy: null })
      .where(and(eq(dockerMachines.ref, ref), eq(dockerMachines.busyBy, holder)));

  return {
    async holding(ref, work) {
      await raise(ref);
      try {
        return await renewedWhile(() => renew(ref), bounds.renewMs, log, work);
      } finally {
        // Not lowered (the database gone a moment): the flag lapses after its bound.
        await lower(ref).catch((error: unknown) =>
          log.warn({ err: error, ref }, 'docker busy flag not lowered'),
        );
      }
    },
  };
}
