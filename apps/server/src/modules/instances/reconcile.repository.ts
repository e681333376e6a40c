import { recoveryOf, TRANSITIONAL_STATES } from '@gpucloud/domain';
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { images } from '../../db/schema/images/images.table';
import { instances } from '../../db/schema/instances/instances.table';
import { hosts } from '../../db/schema/store/store.table';
import { type InstanceRecord, updateInstance } from './instances.repository';

/**
 * Claims up to `limit` instances in a transitional state that are due for a look, for one pass
 * of one process: rows locked by another claimer are skipped, and each claimed row gets a lease
 * (`reconcileAfter`) so no other process looks at it before `leaseUntil`. A row seen in a new
 * state gets that state's deadline from now.
 */
export async function claimTransitional(
  db: Db,
  at: { now: Date; leaseUntil: Date; deadlineOverrideSeconds: number; limit: number },
): Promise<InstanceRecord[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(instances)
      .where(
        and(
          inArray(instances.status, [...TRANSITIONAL_STATES]),
          or(isNull(instances.reconcileAfter), lte(instances.reconcileAfter, at.now)),
        ),
      )
      .orderBy(asc(instances.id))
      .limit(at.limit)
      .for('update', { skipLocked: true });
    const claimed: InstanceRecord[] = [];
    for (const row of due) {
      const seconds = at.deadlineOverrideSeconds || (recoveryOf(row.status)?.deadlineSeconds ?? 0);
      const fresh = row.reconcileStatus !== row.status || !row.reconcileDeadline;
      claimed.push(
        await updateInstance(tx, row.id, {
          reconcileStatus: row.status,
          reconcileAfter: at.leaseUntil,
          ...(fresh ? { reconcileDeadline: new Date(at.now.getTime() + seconds * 1000) } : {}),
        }),
      );
    }
    return claimed;
  });
}

/** The host and image of an instance, for re-issuing its commands. */
export async function findMachineParts(db: Db, instance: InstanceRecord) {
  const [row] = await db
    .select({ host: hosts, image: images })
    .from(hosts)
    .innerJoin(images, eq(images.id, instance.imageId))
    .where(eq(hosts.id, instance.hostId))
    .limit(1);
  return row ?? null;
}

export function listHostNames(db: Db) {
  return db.select({ name: hosts.name }).from(hosts);
}

/** The instances a host's machines belong to, by the machine's reference or its key (the instance's name). */
export function findInstancesOfMachines(db: Db, refs: string[], keys: string[]) {
  return db
    .select({
      id: instances.id,
      name: instances.name,
      status: instances.status,
      providerRef: instances.providerRef,
    })
    .from(instances)
    .where(or(inArray(instances.providerRef, refs), inArray(instances.name, keys)));
}
