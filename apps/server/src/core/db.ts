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
   * PostgreSQL only: every pooled connection LISTENs on the channel too. A connection hears its own
   * transaction's notifications before the COMMIT answers, so whoever wrote sees them before going on.
   */
  listenOnPool?: (channel: string, onPayload: (payload: string) => void) => () => void;
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
  const pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000 });
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
    listenOnPool: poolListener(pool),
  };
}

/**
 * LISTEN on every connection of the pool: one connected before a channel was added LISTENs when it
 * is next handed out, ahead of the borrower's first query (a client runs its queries in order).
 */
function poolListener(pool: pg.Pool): NonNullable<Database['listenOnPool']> {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const listening = new WeakMap<pg.PoolClient, Set<string>>();
  const catchUp = (client: pg.PoolClient) => {
    let channels = listening.get(client);
    if (!channels) {
      channels = new Set();
      listening.set(client, channels);
      client.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
    }
    for (const channel of handlers.keys()) {
      if (channels.has(channel)) continue;
      channels.add(channel);
      // A failed LISTEN means a broken connection: its borrower's own query fails the same way.
      client.query(`LISTEN ${channel}`).catch(() => undefined);
    }
  };
  pool.on('acquire', catchUp);
  return (channel, onPayload) => {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
    let set = handlers.get(channel);
    if (!set) {
      set = new Set();
      handlers.set(channel, set);
    }
    set.add(onPayload);
    return () => {
      set.delete(onPayload);
    };
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
