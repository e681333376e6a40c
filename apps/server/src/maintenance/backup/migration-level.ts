import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BackupError } from './backup-error';
import type { BackupManifest } from './backup-manifest';

export type MigrationLevel = BackupManifest['migrations'];

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this version of the server ships (drizzle-kit's journal). */
export function shippedMigrations(migrationsDir: string): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** Runs one SQL text and answers its rows: pg's client and PGlite's both fit. */
export type RowQuery = (text: string) => Promise<Array<Record<string, unknown>>>;

/** How far a database's schema has been migrated: drizzle's own record, named by the journal. */
export async function readMigrationLevel(query: RowQuery, migrationsDir: string): Promise<MigrationLevel> {
  const [present] = await query("select to_regclass('drizzle.__drizzle_migrations') is not null as ok");
  if (!present?.ok) return { count: 0, lastTag: null, lastWhen: null };
  const [row] = await query(
    'select count(*) as count, max(created_at) as last from drizzle.__drizzle_migrations',
  );
  const lastWhen = row?.last == null ? null : Number(row.last);
  const lastTag = shippedMigrations(migrationsDir).find((entry) => entry.when === lastWhen)?.tag ?? null;
  return { count: Number(row?.count ?? 0), lastTag, lastWhen };
}

/**
 * A backup restores into this version when its schema is one this version knows: the same level or
 * an older one (the server migrates it forward at its next start). A backup from a newer version is
 * refused before anything is touched.
 */
export function assertRestorable(level: MigrationLevel, migrationsDir: string): void {
  if (level.lastWhen === null) return;
  const shipped = shippedMigrations(migrationsDir);
  if (!shipped.some((entry) => entry.when === level.lastWhen)) {
    const latest = shipped.at(-1)?.tag ?? 'none';
    throw new BackupError(
      `the backup's schema (migration ${level.lastTag ?? level.lastWhen}, ${level.count} applied) is not one this ` +
        `version knows (its latest is ${latest}): restore it with the version of GPU Cloud that made it, or a newer one`,
    );
  }
}

export function describeLevel(level: MigrationLevel): string {
  return level.count === 0
    ? 'no migrations'
    : `${level.count} migrations, the last ${level.lastTag ?? level.lastWhen}`;
}
