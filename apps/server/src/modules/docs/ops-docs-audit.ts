import type { StaffActor } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { recordAudit } from '../staff';

/** Runs a staff write and its audit row in one transaction. */
export async function audited<T>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  objectType: 'doc_category' | 'doc_article',
  write: (
    tx: Db,
    now: Date,
  ) => Promise<{ id: number; before: object | null; after: object | null; result: T }>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const done = await write(tx, now);
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType,
      objectId: done.id,
      before: done.before as Record<string, unknown> | null,
      after: done.after as Record<string, unknown> | null,
    });
    return done.result;
  });
}

/** The answer of a save: the row's id and when it was last changed. */
export const saved = (row: { id: number; updatedAt: Date }) => ({
  Id: row.id,
  UpdateAt: row.updatedAt.toISOString(),
});
