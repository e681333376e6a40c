import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CHANGES_CHANNEL, decodeChangeAnnouncement } from '../cache/change-announcements';
import type { ReadCache } from '../cache/read-cache';
import { type Database, executeRows } from '../db';
import type { SessionCache } from './session-cache';
import { LISTENER_APPLICATION_PREFIX, type ListenedChannel, PgSessionListener } from './session-listener';
import {
  decodeSessionMessage,
  encodeSessionMessage,
  notifySessions,
  SESSION_CHANNEL,
} from './session-notifications';

/** How long a revoking request waits for every process to confirm: a stuck process must not hang logouts. */
const DELIVERY_TIMEOUT_MS = 2_000;

/**
 * Keeps this process's session cache in step with revocations made by any process, and its read
 * cache with the changes the database announces.
 */
export interface SessionSync {
  /**
   * Resolves once every server process listening on this database has processed the revocations
   * committed before the call. A revoking request awaits it before answering, so the very next
   * request, to whichever process, is refused.
   */
  revocationsDelivered(): Promise<void>;
  close(): Promise<void>;
}

interface StartOptions {
  database: Database;
  cache: SessionCache;
  reads: ReadCache;
  log: FastifyBaseLogger;
}

/** Forgets what a change announcement names. */
function changeHandler(reads: ReadCache): (payload: string) => void {
  return (payload) => {
    const change = decodeChangeAnnouncement(payload);
    if (change) reads.forget(change);
  };
}

export async function startSessionSync({ database, cache, reads, log }: StartOptions): Promise<SessionSync> {
  if (database.listen) {
    // PGlite: one process, one connection; it hands notifications over while the transaction
    // commits, before the transaction's promise resolves, so there is nothing left to wait for.
    const stops = await Promise.all([
      database.listen(SESSION_CHANNEL, (payload) => {
        const message = decodeSessionMessage(payload);
        if (message?.kind === 'revoked') cache.forgetUser(message.userId);
      }),
      database.listen(CHANGES_CHANNEL, changeHandler(reads)),
    ]);
    cache.activate();
    reads.activate();
    return {
      revocationsDelivered: async () => undefined,
      close: async () => {
        cache.deactivate();
        reads.deactivate();
        // The database may be closed already (tests close it first); nothing is left to stop then.
        await Promise.all(stops.map((stop) => stop().catch(() => undefined)));
      },
    };
  }
  if (!database.connectionString) {
    // No way to hear revocations or changes: the caches stay off and every read goes to the database.
    return { revocationsDelivered: async () => undefined, close: async () => undefined };
  }
  const sync = new PgSessionSync(database, database.connectionString, cache, reads, log);
  await sync.start();
  return sync;
}

interface Waiter {
  pending: Set<string>;
  done(delivered: boolean): void;
}

/**
 * PostgreSQL: a revocation NOTIFY reaches every listener after its commit. To know they have all
 * processed it, the revoking process sends a barrier and waits for each listener's acknowledgement:
 * notifications arrive in commit order, so a listener that acknowledges the barrier has already
 * forgotten the revoked sessions.
 */
class PgSessionSync implements SessionSync {
  readonly #waiters = new Map<string, Waiter>();
  readonly #listener: PgSessionListener;
  readonly #onChange: (payload: string) => void;
  readonly #stopPoolListening: () => void;

  constructor(
    private readonly database: Database,
    connectionString: string,
    private readonly cache: SessionCache,
    private readonly reads: ReadCache,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#onChange = changeHandler(reads);
    // The dedicated listener hears every process's changes; the pool's connections hear their own
    // transactions' changes before the commit answers, so a writer never reads its old answer back.
    this.#stopPoolListening = database.listenOnPool?.(CHANGES_CHANNEL, this.#onChange) ?? (() => undefined);
    this.#listener = new PgSessionListener(
      connectionString,
      randomUUID(),
      {
        onUp: () => {
          cache.activate();
          reads.activate();
        },
        onDown: () => {
          cache.deactivate();
          reads.deactivate();
          for (const waiter of this.#waiters.values()) waiter.done(false);
        },
        onPayload: (channel, payload) => this.#handle(channel, payload),
      },
      log,
    );
  }

  start(): Promise<void> {
    return this.#listener.start();
  }

  async revocationsDelivered(): Promise<void> {
    if (!this.#listener.up) {
      this.log.warn('session listener is down: cannot confirm that other processes heard a revocation');
      return;
    }
    // Listed before the barrier is sent: a listener carrying the name was listening already, so it
    // will hear the barrier; one that starts later begins with an empty cache anyway.
    const listeners = await executeRows<{ name: string }>(
      this.database.db,
      sql`select application_name as name from pg_stat_activity
          where datname = current_database() and application_name like ${`${LISTENER_APPLICATION_PREFIX}%`}`,
    );
    const pending = new Set(listeners.map((row) => row.name));
    if (pending.size === 0) return;
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const delivered = new Promise<boolean>((resolve) => {
      this.#waiters.set(id, { pending, done: resolve });
      timer = setTimeout(() => resolve(false), DELIVERY_TIMEOUT_MS);
    });
    try {
      await notifySessions(this.database.db, { kind: 'barrier', id });
      if (!(await delivered)) {
        this.log.warn({ missing: [...pending] }, 'not every server process confirmed a session revocation');
      }
    } finally {
      clearTimeout(timer);
      this.#waiters.delete(id);
    }
  }

  async close(): Promise<void> {
    this.cache.deactivate();
    this.reads.deactivate();
    this.#stopPoolListening();
    await this.#listener.close();
  }

  #handle(channel: ListenedChannel, payload: string): void {
    if (channel === CHANGES_CHANNEL) {
      this.#onChange(payload);
      return;
    }
    const message = decodeSessionMessage(payload);
    if (message?.kind === 'revoked') this.cache.forgetUser(message.userId);
    else if (message?.kind === 'barrier') {
      const ack = encodeSessionMessage({ kind: 'ack', id: message.id, by: this.#listener.name });
      this.#listener.query('select pg_notify($1, $2)', [SESSION_CHANNEL, ack]).catch((error: unknown) => {
        this.log.warn({ err: error }, 'session listener could not acknowledge a barrier');
      });
    } else if (message?.kind === 'ack') {
      const waiter = this.#waiters.get(message.id);
      waiter?.pending.delete(message.by);
      if (waiter && waiter.pending.size === 0) waiter.done(true);
    }
  }
}
