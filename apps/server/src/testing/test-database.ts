import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../core/db';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The run's migrated template (global-setup.ts), or null outside a Vitest run that made one. */
function migratedTemplate() {
  try {
    return inject('testDatabaseTemplate') ?? null;
  } catch {
    return null;
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL, dropped again on close. Both start as a copy of the
 * run's migrated template when there is one (much faster than creating and migrating each time).
 */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = migratedTemplate();
  if (!adminUrl) {
    if (template && 'pgliteDump' in template) {
      return openPglite(null, { loadDataDir: new Blob([await readFile(template.pgliteDump)]) });
    }
    const database = await openPglite(null);
    await database.migrate(MIGRATIONS_DIR);
    return database;
  }
  const name = `gpucloud_test_${randomBytes(6).toString('hex')}`;
  const copyOf = template && 'postgresDatabase' in template ? template.postgresDatabase : null;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(copyOf ? `create database ${name} template ${copyOf}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  if (!copyOf) await database.migrate(MIGRATIONS_DIR);
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * The same database through a connection of its own (PostgreSQL: a new pool, closed without dropping
 * the database), or the very same one on PGlite, which lives inside this process.
 */
export async function openSharedDatabase(database: Database): Promise<Database> {
  return database.connectionString ? openPostgres(database.connectionString) : database;
}
