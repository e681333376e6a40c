import { ENDED_STATES, recoveryOf, TRANSITIONAL_STATES } from '@gpucloud/domain';
import { and, asc, count, eq, inArray, isNull, lte, notInArray, or } from 'drizzle-orm';
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
  return db.select({ id: hosts.id, name: hosts.name, engineLostAt: hosts.engineLostAt }).from(hosts);
}

/** Records a host's engine as not answering since `now`; true only for the pass (of any replica) that saw it first. */
export async function markEngineLost(db: Db, hostId: number, now: Date): Promise<boolean> {
  const marked = await db
    .update(hosts)
    .set({ engineLostAt: now })
    .where(and(eq(hosts.id, hostId), isNull(hosts.engineLostAt)))
    .returning({ id: hosts.id });
  return marked.length > 0;
}

/** Clears a host's lost engine; answers since when it was lost, only to the pass (of any replica) that cleared it. */
export async function markEngineBack(db: Db, hostId: number, lostAt: Date): Promise<boolean> {
  const cleared = await db
    .update(hosts)
    .set({ engineLostAt: null })
    .where(and(eq(hosts.id, hostId), eq(hosts.engineLostAt, lostAt)))
    .returning({ id: hosts.id });
  return cleared.length > 0;
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

/** How many instances a host holds that are not ended (what an engine that stops answering leaves unknown). */
export async function countLiveInstances(db: Db, hostId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(instances)
    .where(and(eq(instances.hostId, hostId), notInArray(instances.status, [...ENDED_STATES])));
  return row?.n ?? 0;
}
