import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  const copyOf = template && 'postgresDatabase' in template ? template.postgresDatabase : null;
  const database = await openNewPostgresDatabase(adminUrl, 'gpucloud_test', copyOf);
  if (!copyOf) await database.migrate(MIGRATIONS_DIR);
  return database;
}

/**
 * An empty database, not migrated (a migration's own test starts from the schema before it):
 * in-memory PGlite by default, or a new database on TEST_DATABASE_URL, dropped again on close.
 */
export async function openBlankDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? openNewPostgresDatabase(adminUrl, 'gpucloud_migration', null) : openPglite(null);
}

/** A new database on the server of `adminUrl` (a copy of `template` where given), dropped on close. */
async function openNewPostgresDatabase(
  adminUrl: string,
  prefix: string,
  template: string | null,
): Promise<Database> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
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
 * The migrations folder as it was before migration `tag`: a temporary copy of the same files with the
 * journal cut before it (remove it when done). A migration's test migrates a blank database with it,
 * writes rows the old way, then runs every migration.
 */
export async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at <= 0) throw new Error(`migration ${tag} is not in the journal after a first migration`);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

/**
 * The same database through a connection of its own (PostgreSQL: a new pool, closed without dropping
 * the database), or the very same one on PGlite, which lives inside this process.
 */
export async function openSharedDatabase(database: Database): Promise<Database> {
  return database.connectionString ? openPostgres(database.connectionString) : database;
}
