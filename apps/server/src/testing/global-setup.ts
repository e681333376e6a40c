import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../core/db';
import { MIGRATIONS_DIR } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database every API test file's database starts as a copy of (test-database.ts). */
    testDatabaseTemplate: { pgliteDump: string } | { postgresDatabase: string };
  }
}

/**
 * Migrates one database for the whole run, once: on PGlite a dump file that each test file loads
 * (instead of creating a cluster and running every migration, the slow part of a PGlite start), on
 * PostgreSQL a template database each file's database is created from. Removed when the run ends.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const client = new PGlite();
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const file = path.join(tmpdir(), `gpucloud-test-${randomBytes(6).toString('hex')}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('testDatabaseTemplate', { pgliteDump: file });
    return () => rm(file, { force: true });
  }

  const name = `gpucloud_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  await database.migrate(MIGRATIONS_DIR);
  await database.close();
  project.provide('testDatabaseTemplate', { postgresDatabase: name });
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
