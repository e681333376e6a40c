import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../db/schema';
import { CHANGES_CHANNEL } from './cache/change-announcements';

export type Schema = typeof schema;
/** The typed client; a transaction has the same type, so repositories take either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbEngine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: DbEngine;
  migrate(migrationsFolder: string): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PostgreSQL only: what a dedicated connection (a LISTEN, a second test server) connects to. */
  connectionString?: string;
  /** PGlite only: LISTEN on its one in-process connection; answers how to stop listening. */
  listen?: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  /**
   * PostgreSQL only: the notifications this process's own transactions send on the channel, heard by
   * the connection that committed them before its COMMIT answers, so whoever wrote sees them before
   * going on (everyone else's come through the one dedicated listener).
   */
  listenOnPool?: (channel: string, onPayload: (payload: string) => void) => () => void;
  /** PostgreSQL only: the pool's connections now (core/metrics/db-pool-metrics.ts). */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
}

const casing = 'snake_case' as const;

/**
 * Embedded PostgreSQL (PGlite): a directory on disk, or in memory when `dataDir` is null.
 * `loadDataDir` starts from a dump of another PGlite instead of an empty cluster (the API tests
 * start each database from one migrated dump: creating a cluster is most of PGlite's start-up).
 */
export async function openPglite(
  dataDir: string | null,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  const db: PgliteDatabase<Schema> = drizzlePglite({ client, schema, casing });
  return {
    db,
    engine: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    ping: () => pingDb(db),
    close: () => client.close(),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
  };
}

export function openPostgres(connectionString: string): Database {
  const commits = ownCommits();
  const max = 10;
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    onConnect: commits.onConnect,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const db: NodePgDatabase<Schema> = drizzleNodePg({ client: pool, schema, casing });
  return {
    db,
    engine: 'postgres',
    migrate: (migrationsFolder) => migrateNodePg(db, { migrationsFolder }),
    ping: () => pingDb(db),
    close: () => pool.end(),
    connectionString,
    listenOnPool: commits.subscribe,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
  };
}

/**
 * Channels every pooled connection LISTENs on from its start, to hear its own commits (see
 * `ownCommits`). Fixed here, not added later: a LISTEN sent on a connection already handed to a
 * borrower would run beside the borrower's queries.
 */
const OWN_COMMIT_CHANNELS = [CHANGES_CHANNEL] as const;

/**
 * Read-your-writes for the writing process. A process hears every other process's notifications on
 * its one dedicated listening connection (core/auth/session-listener.ts), moments after their commit.
 * Its own writes must be heard sooner: a connection that LISTENs receives the notifications of its
 * own transaction before its COMMIT answers. So each pooled connection LISTENs once, when it connects
 * (before any borrower has it), and hands on only the notifications it sent itself (PostgreSQL names
 * the sending backend in each one); everyone else's reach this process once, through the dedicated
 * listener, not once per pooled connection.
 */
function ownCommits(): {
  onConnect(client: pg.ClientBase): Promise<void>;
  subscribe: NonNullable<Database['listenOnPool']>;
} {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  return {
    async onConnect(client) {
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      const ownPid = rows[0]?.pid;
      client.on('notification', (message) => {
        if (message.processId !== ownPid) return;
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      for (const channel of OWN_COMMIT_CHANNELS) await client.query(`LISTEN ${channel}`);
    },
    subscribe(channel, onPayload) {
      if (!(OWN_COMMIT_CHANNELS as readonly string[]).includes(channel)) {
        throw new Error(`pooled connections do not listen on ${channel}`);
      }
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(onPayload);
      return () => {
        set.delete(onPayload);
      };
    },
  };
}

async function pingDb(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs raw SQL and answers its rows. Both drivers put rows under `rows`; the generic client types
 * the result as unknown, so this is the one place that reads it.
 */
export async function executeRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows?: Row[] };
  return result.rows ?? [];
}
