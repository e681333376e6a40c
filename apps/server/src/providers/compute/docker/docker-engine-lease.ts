import { and, eq, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../core/db';
import { dockerEngineLeases } from './docker-machines.table';
import { renewedWhile } from './docker-renewal';

export interface EngineLeaseBounds {
  /** How long a lease lasts unless its holder renews it: a crashed holder's frees the engine after it. */
  ttlMs: number;
  /** How often a holder at work renews its lease. */
  renewMs: number;
  /** How long a placement waits for another process's lease before it gives up with an error. */
  waitMs: number;
}

export const ENGINE_LEASE_BOUNDS: EngineLeaseBounds = { ttlMs: 60_000, renewMs: 15_000, waitMs: 60_000 };

const FIRST_BACKOFF_MS = 20;
const LAST_BACKOFF_MS = 500;

export interface EngineLeases {
  /**
   * Runs `work` holding the lease of the engine at `address`, in this process and in the database,
   * so no other placement on that engine (in any server process) runs meanwhile; released after.
   */
  holding<T>(address: string, work: () => Promise<T>): Promise<T>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Placement leases of one provider (`holder`, a random id per process). Taken with one atomic
 * statement, never inside a transaction held across the engine's calls (the embedded database has
 * one connection); polled with a growing pause while another process holds it. A chain in this
 * process lines its own placements up first, so only one of them polls.
 */
export function createEngineLeases(
  db: Db,
  holder: string,
  log: FastifyBaseLogger,
  bounds: EngineLeaseBounds = ENGINE_LEASE_BOUNDS,
): EngineLeases {
  const chains = new Map<string, Promise<void>>();
  const untilFromNow = () => new Date(Date.now() + bounds.ttlMs);

  /** Takes the lease when nobody holds it, its holder's time is up, or it is already ours. */
  async function tryTake(address: string): Promise<boolean> {
    const taken = await db
      .insert(dockerEngineLeases)
      .values({ engine: address, holder, until: untilFromNow() })
      .onConflictDoUpdate({
        target: dockerEngineLeases.engine,
        set: { holder, until: untilFromNow() },
        setWhere: or(lte(dockerEngineLeases.until, new Date()), eq(dockerEngineLeases.holder, holder)),
      })
      .returning({ engine: dockerEngineLeases.engine });
    return taken.length > 0;
  }

  async function take(address: string): Promise<void> {
    const deadline = Date.now() + bounds.waitMs;
    let backoff = FIRST_BACKOFF_MS;
    while (!(await tryTake(address))) {
      if (Date.now() >= deadline) {
        const [other] = await db
          .select()
          .from(dockerEngineLeases)
          .where(eq(dockerEngineLeases.engine, address));
        throw new Error(
          `the docker engine ${address} stayed leased to ${other?.holder ?? 'another process'} for ${bounds.waitMs} ms`,
        );
      }
      // Jittered, so processes waiting together do not ask in step.
      await pause(Math.min(backoff, Math.max(0, deadline - Date.now())) * (0.5 + Math.random() / 2));
      backoff = Math.min(backoff * 2, LAST_BACKOFF_MS);
    }
  }

  const renew = (address: string) =>
    db
      .update(dockerEngineLeases)
      .set({ until: untilFromNow() })
      .where(and(eq(dockerEngineLeases.engine, address), eq(dockerEngineLeases.holder, holder)));

  const release = (address: string) =>
    db
      .delete(dockerEngineLeases)
      .where(and(eq(dockerEngineLeases.engine, address), eq(dockerEngineLeases.holder, holder)));

  async function leased<T>(address: string, work: () => Promise<T>): Promise<T> {
    await take(address);
    try {
      return await renewedWhile(() => renew(address), bounds.renewMs, log, work);
    } finally {
      // Not released (the database gone a moment): the lease lapses after its bound.
      await release(address).catch((error: unknown) =>
        log.warn({ err: error, engine: address }, 'docker engine lease not released'),
      );
    }
  }

  return {
    async holding(address, work) {
      const previous = chains.get(address) ?? Promise.resolve();
      const mine = previous.then(() => leased(address, work));
      const settled = mine.then(
        () => undefined,
        () => undefined,
      );
      chains.set(address, settled);
      try {
        return await mine;
      } finally {
        if (chains.get(address) === settled) chains.delete(address);
      }
    },
  };
}
