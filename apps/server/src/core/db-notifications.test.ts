import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';
import { CHANGES_CHANNEL } from './cache/change-announcements';
import { type Database, openPostgres } from './db';

// PostgreSQL only: PGlite has one in-process connection and no pool.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('the pool and LISTEN on PostgreSQL', () => {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    first = await openTestDatabase();
    if (!first.connectionString) throw new Error('expected a PostgreSQL test database');
    second = openPostgres(first.connectionString);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  // First in the file: Node prints a deprecation once per process.
  it('never sends a query on a connection a borrower is using (pg 9 refuses that)', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    const fresh = openPostgres(first.connectionString ?? '');
    try {
      const stop = fresh.listenOnPool?.(CHANGES_CHANNEL, () => undefined);
      await Promise.all(Array.from({ length: 8 }, () => fresh.db.execute(sql`select 1`)));
      stop?.();
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await fresh.close();
    }
  });

  it("hands a process its own commits' notifications once, before the write answers, and no one else's", async () => {
    const heard: string[] = [];
    const stop = first.listenOnPool?.(CHANGES_CHANNEL, (payload) => heard.push(payload));
    try {
      // Several pooled connections at once: each of them LISTENs.
      await Promise.all(Array.from({ length: 6 }, () => first.db.execute(sql`select pg_sleep(0.05)`)));

      await second.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, 'u:1')`);
      await first.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, 'u:2')`);
      // Heard by the connection that sent it, before its query answered; another process's
      // notification (committed earlier, so delivered earlier on every listening connection) is not
      // handed on by any pooled connection: the dedicated listener hears it, once.
      expect(heard).toEqual(['u:2']);

      await Promise.all([
        first.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, 'u:3')`),
        first.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, 'u:4')`),
      ]);
      expect(heard.sort()).toEqual(['u:2', 'u:3', 'u:4']);
    } finally {
      stop?.();
    }
  });

  it('refuses a channel the pooled connections do not listen on', () => {
    expect(() => first.listenOnPool?.('gpucloud_other', () => undefined)).toThrow(/do not listen/);
  });
});
