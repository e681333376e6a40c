import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { instances } from '../../db/schema/instances/instances.table';
import { hosts } from '../../db/schema/store/store.table';
import type { InstanceRecord } from './instances.repository';

/**
 * Claims up to `limit` running instances whose machine is due for a look, the longest unlooked-at
 * first, for one pass of one process: rows locked by another claimer are skipped, and each claimed
 * row gets a lease (`machineCheckAfter`) so no other process looks at it before `leaseUntil`.
 * Running instances take turns this way however many there are.
 */
export async function claimRunning(
  db: Db,
  at: { now: Date; leaseUntil: Date; limit: number },
): Promise<InstanceRecord[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: instances.id })
      .from(instances)
      .where(
        and(
          eq(instances.status, 'running'),
          isNotNull(instances.providerRef),
          or(isNull(instances.machineCheckAfter), lte(instances.machineCheckAfter, at.now)),
        ),
      )
      .orderBy(sql`${instances.machineCheckAfter} asc nulls first`, asc(instances.id))
      .limit(at.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(instances)
      .set({ machineCheckAfter: at.leaseUntil })
      .where(
        inArray(
          instances.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Records that these instances' machines were seen running at `at`. */
export async function markMachinesSeen(db: Db, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(instances)
    .set({ machineSeenAt: at })
    .where(and(inArray(instances.id, ids), eq(instances.status, 'running')));
}

/** A host's name, for the staff's alert about one of its machines. */
export async function hostNameOf(db: Db, hostId: number): Promise<string> {
  const [row] = await db.select({ name: hosts.name }).from(hosts).where(eq(hosts.id, hostId)).limit(1);
  return row?.name ?? `#${hostId}`;
}
