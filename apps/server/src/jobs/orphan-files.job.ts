import { addMs, HOUR_MS } from '../core/clock';
import type { AppDeps } from '../core/deps';
import type { StoredFileEntry } from '../providers/files/file-store';
import { referencedFileKeys, tryLockOrphanSweep } from './orphan-files.statements';

/** Keys checked against the tables (and removed) per transaction. */
const BATCH = 500;

type SweepDeps = Pick<AppDeps, 'db' | 'files' | 'clock' | 'log' | 'config'>;

/**
 * Removes stored files that no row names once they are older than the grace period
 * (FILES_ORPHAN_GRACE_HOURS, 24 h by default): what a crash between storing an upload's bytes and
 * writing its row, or between deleting a row and its bytes, leaves behind. The grace is what keeps an
 * upload in progress (bytes stored, row about to be written) safe.
 *
 * Several processes: each batch is checked and removed under one advisory lock, inside the
 * transaction that read the tables; a process that finds the lock taken stops, leaving the sweep to
 * the one holding it. Removing a file twice would be harmless anyway (deletes are idempotent).
 */
export async function sweepOrphanFiles(deps: SweepDeps): Promise<{ removed: number; kept: number }> {
  const graceMs = deps.config.orphanFiles.graceHours * HOUR_MS;
  const olderThan = addMs(deps.clock.now(), -graceMs);
  const tally = { removed: 0, kept: 0 };
  let batch: StoredFileEntry[] = [];
  for await (const entry of deps.files.list()) {
    if (entry.storedAt.getTime() > olderThan.getTime()) continue;
    batch.push(entry);
    if (batch.length < BATCH) continue;
    if (!(await sweepBatch(deps, batch, tally))) return tally;
    batch = [];
  }
  if (batch.length > 0) await sweepBatch(deps, batch, tally);
  return tally;
}

/** Answers false when another process holds the sweep. */
async function sweepBatch(
  deps: SweepDeps,
  batch: readonly StoredFileEntry[],
  tally: { removed: number; kept: number },
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    if (!(await tryLockOrphanSweep(tx))) return false;
    const referenced = await referencedFileKeys(
      tx,
      batch.map((entry) => entry.key),
    );
    for (const entry of batch) {
      if (referenced.has(entry.key)) {
        tally.kept += 1;
        continue;
      }
      await deps.files.delete(entry.key);
      tally.removed += 1;
      deps.log.info(
        { fileKey: entry.key, storedAt: entry.storedAt.toISOString(), store: deps.files.name },
        'orphan file removed: no row names it',
      );
    }
    return true;
  });
}
