import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';
import { MIGRATIONS_DIR } from './test-database';

/**
 * Runs the UPDATE statements of a migration again (its backfill), over rows a test wrote the old
 * way into the migrated database; answers how many there were.
 */
export async function rerunMigrationUpdates(app: TestApp, file: string): Promise<number> {
  const text = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
  const updates = text
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^--.*$/gm, '').trim())
    .filter((statement) => statement.startsWith('UPDATE'));
  for (const statement of updates) await app.deps.db.execute(sql.raw(statement));
  return updates.length;
}
