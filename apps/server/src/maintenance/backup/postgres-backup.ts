import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { writeBackupArchive } from './backup-archive';
import { BackupError } from './backup-error';
import type { BackupManifest } from './backup-manifest';
import { assertRestorable, describeLevel, type MigrationLevel, readMigrationLevel } from './migration-level';
import { assertToolMatches, connectionOf, runPgTool } from './pg-tools';

const PAYLOAD = 'database.pgdump';

/** The schemas the migrations create (drizzle keeps its record in its own). */
const APP_SCHEMAS = ['public', 'drizzle'];

async function withClient<T>(databaseUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    const missing = (error as { code?: string }).code === '3D000';
    throw new BackupError(
      `cannot connect to the database: ${(error as Error).message}${missing ? ' (create it first: createdb, or CREATE DATABASE)' : ''}`,
    );
  }
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function serverVersionNum(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ v: string }>('show server_version_num');
  return Number(rows[0]?.v ?? 0);
}

function migrationLevel(client: pg.Client, migrationsDir: string): Promise<MigrationLevel> {
  return readMigrationLevel(async (text) => (await client.query(text)).rows, migrationsDir);
}

/** Tables, sequences and views outside PostgreSQL's own schemas: none means an empty database. */
async function userRelations(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%'
       and n.nspname not like 'pg\\_temp%'`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** `pg_dump --format=custom` of the whole database, with its manifest, into `outFile`. */
export async function backupPostgres(
  databaseUrl: string,
  outFile: string,
  migrationsDir: string,
): Promise<BackupManifest> {
  const { dbname, env } = connectionOf(databaseUrl);
  const { versionNum, level, serverVersion } = await withClient(databaseUrl, async (client) => ({
    versionNum: await serverVersionNum(client),
    level: await migrationLevel(client, migrationsDir),
    serverVersion:
      (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ??
      'unknown',
  }));
  const pgDump = await assertToolMatches('pg_dump', versionNum);
  const work = mkdtempSync(path.join(tmpdir(), 'gpucloud-backup-'));
  try {
    const payload = path.join(work, PAYLOAD);
    await runPgTool(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${payload}`, `--dbname=${dbname}`],
      env,
    );
    return await writeBackupArchive(
      outFile,
      {
        format: 'gpucloud-backup',
        version: 1,
        engine: 'postgres',
        createdAt: new Date().toISOString(),
        migrations: level,
        tools: { postgres: serverVersion, pg_dump: pgDump },
      },
      payload,
      PAYLOAD,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Restores a PostgreSQL backup into the database of `databaseUrl`, which must exist and be empty
 * (`force` clears its public and drizzle schemas first). pg_restore runs as one transaction, without
 * the source's owners and grants: the objects belong to the restoring role.
 */
export async function restorePostgres(
  manifest: BackupManifest,
  payloadFile: string,
  databaseUrl: string,
  options: { force: boolean; migrationsDir: string },
): Promise<string> {
  if (manifest.engine !== 'postgres') {
    throw new BackupError(
      'this is a backup of the embedded database (PGlite): restore it into a DATA_DIR, not a DATABASE_URL',
    );
  }
  assertRestorable(manifest.migrations, options.migrationsDir);
  const { dbname, env } = connectionOf(databaseUrl);
  const versionNum = await withClient(databaseUrl, async (client) => {
    const relations = await userRelations(client);
    if (relations > 0 && !options.force) {
      throw new BackupError(
        `the target database is not empty (${relations} tables, sequences or views): restore into a new database (createdb), or pass --force to replace what it holds`,
      );
    }
    return serverVersionNum(client);
  });
  await assertToolMatches('pg_restore', versionNum);
  if (options.force) {
    await withClient(databaseUrl, async (client) => {
      await client.query('begin');
      for (const schema of APP_SCHEMAS) await client.query(`drop schema if exists ${schema} cascade`);
      await client.query('create schema public');
      await client.query('commit');
    });
  }
  await runPgTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${dbname}`,
      payloadFile,
    ],
    env,
  );
  const restored = await withClient(databaseUrl, (client) => migrationLevel(client, options.migrationsDir));
  if (restored.count !== manifest.migrations.count) {
    throw new BackupError(
      `the restored database has ${describeLevel(restored)}, the backup said ${describeLevel(manifest.migrations)}`,
    );
  }
  return describeLevel(restored);
}
