import { createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import tar from 'tar-stream';
import { DataDirLocked, lockDataDir } from '../../core/data-dir-lock';
import { writeBackupArchive } from './backup-archive';
import { BackupError } from './backup-error';
import type { BackupManifest } from './backup-manifest';
import { assertRestorable, describeLevel, readMigrationLevel } from './migration-level';

const PAYLOAD = 'pglite-datadir.tar.gz';

/**
 * PostgreSQL's own entries of a data directory. DATA_DIR holds the embedded database's files beside
 * the server's (secrets/data.key, files/, the SSH host key, server.lock): PGlite's dump takes the
 * whole folder, so only these go into a backup and only these are replaced by a restore. The data
 * key above all must never travel with the data it seals.
 */
export function isDatabaseEntry(name: string): boolean {
  const top = name.replace(/^\/+/, '').split('/')[0] ?? '';
  return (
    top === 'PG_VERSION' ||
    top === 'base' ||
    top === 'global' ||
    top.startsWith('pg_') ||
    top === 'postgresql.conf' ||
    top === 'postgresql.auto.conf' ||
    top === 'postmaster.opts'
  );
}

function takeDataDir(dataDir: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLocked) throw new BackupError(`${error.message} (stop the server first)`);
    throw error;
  }
}

async function openClient(options: ConstructorParameters<typeof PGlite>[0]): Promise<PGlite> {
  const client = new PGlite(options);
  await client.waitReady;
  return client;
}

function pgliteQuery(client: PGlite) {
  return async (text: string) => (await client.query<Record<string, unknown>>(text)).rows;
}

/** Keeps the database's entries of PGlite's tarball and gzips them into `outFile`. */
async function writeDatabaseEntries(tarball: Buffer, outFile: string): Promise<void> {
  const extract = tar.extract();
  const pack = tar.pack();
  extract.on('entry', (header, stream, next) => {
    if (!isDatabaseEntry(header.name)) {
      stream.resume();
      stream.on('end', next);
      return;
    }
    stream.pipe(pack.entry(header, next));
  });
  extract.on('finish', () => pack.finalize());
  const written = pipeline(pack, createGzip(), createWriteStream(outFile));
  await pipeline(Readable.from(tarball), extract);
  await written;
}

/**
 * The embedded database of `dataDir` through PGlite's own dump (its data directory as a tarball),
 * taken while no server runs on it (the server's lock is taken for the while).
 */
export async function backupPglite(
  dataDir: string,
  outFile: string,
  migrationsDir: string,
): Promise<BackupManifest> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`there is no embedded database in DATA_DIR ${dataDir} (no PG_VERSION)`);
  }
  const release = takeDataDir(dataDir);
  const payload = `${outFile}.${process.pid}.tar.gz`;
  try {
    const client = await openClient({ dataDir });
    let tarball: Buffer;
    let level: BackupManifest['migrations'];
    let postgres: string;
    try {
      level = await readMigrationLevel(pgliteQuery(client), migrationsDir);
      postgres = String((await pgliteQuery(client)('show server_version'))[0]?.server_version ?? 'unknown');
      tarball = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    } finally {
      await client.close();
    }
    await writeDatabaseEntries(tarball, payload);
    return await writeBackupArchive(
      outFile,
      {
        format: 'gpucloud-backup',
        version: 1,
        engine: 'pglite',
        createdAt: new Date().toISOString(),
        migrations: level,
        tools: { pglite: `PostgreSQL ${postgres}` },
      },
      payload,
      PAYLOAD,
    );
  } finally {
    rmSync(payload, { force: true });
    release();
  }
}

/**
 * Restores an embedded-database backup into `dataDir`: into a folder beside it first (loaded and
 * checked by PGlite), then moved in. A DATA_DIR that already holds a database is refused unless
 * `force`, which replaces the database's entries only (the key, files and host key stay).
 */
export async function restorePglite(
  manifest: BackupManifest,
  payloadFile: string,
  dataDir: string,
  options: { force: boolean; migrationsDir: string },
): Promise<string> {
  if (manifest.engine !== 'pglite') {
    throw new BackupError('this is a backup of PostgreSQL: restore it into a DATABASE_URL, not a DATA_DIR');
  }
  assertRestorable(manifest.migrations, options.migrationsDir);
  mkdirSync(dataDir, { recursive: true });
  const release = takeDataDir(dataDir);
  const staging = path.join(dataDir, `.restoring-${process.pid}`);
  try {
    if (existsSync(path.join(dataDir, 'PG_VERSION')) && !options.force) {
      throw new BackupError(
        `DATA_DIR ${dataDir} already holds a database: restore into an empty DATA_DIR, or pass --force to replace it`,
      );
    }
    rmSync(staging, { recursive: true, force: true });
    const client = await openClient({
      dataDir: staging,
      loadDataDir: new Blob([await readFile(payloadFile)]),
    });
    let level: BackupManifest['migrations'];
    try {
      level = await readMigrationLevel(pgliteQuery(client), options.migrationsDir);
    } finally {
      await client.close();
    }
    if (level.count !== manifest.migrations.count) {
      throw new BackupError(
        `the restored database has ${describeLevel(level)}, the backup said ${describeLevel(manifest.migrations)}`,
      );
    }
    for (const name of readdirSync(dataDir)) {
      if (isDatabaseEntry(name)) rmSync(path.join(dataDir, name), { recursive: true, force: true });
    }
    for (const name of readdirSync(staging)) {
      if (isDatabaseEntry(name)) renameSync(path.join(staging, name), path.join(dataDir, name));
    }
    return describeLevel(level);
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
}
