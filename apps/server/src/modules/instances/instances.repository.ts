import { LISTED_STATES, type LifecycleEvent, SHUT_DOWN_STATES, statesFor, targetOf } from '@gpucloud/domain';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { type PageRequest, readPage } from '../../db/paging';
import { subAccounts } from '../../db/schema/account/account.table';
import { images } from '../../db/schema/images/images.table';
import { instances } from '../../db/schema/instances/instances.table';
import { hosts, regions } from '../../db/schema/store/store.table';

import type { InstanceRecord } from '../ownership';

export { findInstance, lockInstance } from '../ownership';
export type { InstanceRecord };

/** The host and image a rental names, with the region, as one read. */
export async function findRentalTarget(db: Db, hostId: number, imageId: number) {
  const [row] = await db
    .select({ host: hosts, region: regions, image: images })
    .from(hosts)
    .innerJoin(regions, eq(regions.id, hosts.regionId))
    .leftJoin(images, and(eq(images.id, imageId), eq(images.isPublic, true)))
    .where(eq(hosts.id, hostId))
    .limit(1);
  return row ?? null;
}

/** Holds GPUs on a host; false when it has too few free. Buyers racing for the same GPUs queue on the row. */
export async function reserveGpus(tx: Db, hostId: number, gpuCount: number): Promise<boolean> {
  const reserved = await tx
    .update(hosts)
    .set({ gpuFree: sql`${hosts.gpuFree} - ${gpuCount}` })
    .where(and(eq(hosts.id, hostId), eq(hosts.status, 'online'), gte(hosts.gpuFree, gpuCount)))
    .returning({ id: hosts.id });
  return reserved.length > 0;
}

export async function releaseGpus(tx: Db, hostId: number, gpuCount: number): Promise<void> {
  await tx
    .update(hosts)
    .set({ gpuFree: sql`least(${hosts.gpuCount}, ${hosts.gpuFree} + ${gpuCount})` })
    .where(eq(hosts.id, hostId));
}

export async function insertInstance(tx: Db, row: typeof instances.$inferInsert): Promise<InstanceRecord> {
  const [inserted] = await tx.insert(instances).values(row).returning();
  if (!inserted) throw new Error('insert into instances returned no row');
  return inserted;
}

export async function setProviderRef(db: Db, id: number, ref: string): Promise<void> {
  await db.update(instances).set({ providerRef: ref }).where(eq(instances.id, id));
}

/**
 * Applies a lifecycle event that leads to one state (see targetOf), guarded on the states the
 * event may happen in; null when the instance was no longer in any of them.
 */
export async function moveStatus(
  db: Db,
  id: number,
  event: LifecycleEvent,
  detail: string,
): Promise<InstanceRecord | null> {
  const [row] = await db
    .update(instances)
    .set({ status: targetOf(event), statusDetail: detail })
    .where(and(eq(instances.id, id), inArray(instances.status, statesFor(event))))
    .returning();
  return row ?? null;
}

/** The caller's instances (a main account sees its sub-accounts' too), newest first. */
export async function listInstances(
  db: Db,
  owner: { userId: number; subAccountId: number | null },
  filter: {
    status?: InstanceRecord['status'];
    kind?: InstanceRecord['kind'];
    /** A main account's sub-accounts' instances only: any sub-account's, or one's. */
    subAccounts?: number | 'any';
    /** One instance, whatever its state (released ones included). */
    instanceId?: number;
    /** Staff: the instances in these states, released ones included (instead of `status`). */
    states?: readonly InstanceRecord['status'][];
  },
  page: PageRequest,
) {
  const listed =
    filter.instanceId !== undefined
      ? eq(instances.id, filter.instanceId)
      : filter.states !== undefined
        ? inArray(instances.status, [...filter.states])
        : and(
            filter.status
              ? eq(instances.status, filter.status)
              : inArray(instances.status, [...LISTED_STATES]),
            isNull(instances.releasedAt),
          );
  const where = and(
    eq(instances.userId, owner.userId),
    owner.subAccountId === null ? undefined : eq(instances.subAccountId, owner.subAccountId),
    filter.subAccounts === 'any' ? isNotNull(instances.subAccountId) : undefined,
    typeof filter.subAccounts === 'number' ? eq(instances.subAccountId, filter.subAccounts) : undefined,
    filter.kind ? eq(instances.kind, filter.kind) : undefined,
    listed,
  );
  return readPage(
    page,
    (window) =>
      db
        .select({
          instance: instances,
          host: hosts,
          region: regions,
          image: images,
          subAccountName: subAccounts.loginName,
        })
        .from(instances)
        .innerJoin(hosts, eq(hosts.id, instances.hostId))
        .innerJoin(regions, eq(regions.id, hosts.regionId))
        .innerJoin(images, eq(images.id, instances.imageId))
        .leftJoin(subAccounts, eq(subAccounts.id, instances.subAccountId))
        .where(where)
        .orderBy(desc(instances.createdAt), desc(instances.id))
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(instances).where(where),
  );
}

export async function setInstanceNote(db: Db, id: number, note: string): Promise<void> {
  await db.update(instances).set({ note }).where(eq(instances.id, id));
}

/** Reads an instance and locks its row until the transaction ends. */
export async function updateInstance(
  tx: Db,
  id: number,
  fields: Partial<Omit<InstanceRecord, 'id'>>,
): Promise<InstanceRecord> {
  const [row] = await tx.update(instances).set(fields).where(eq(instances.id, id)).returning();
  if (!row) throw new Error(`instance ${id} vanished`);
  return row;
}

/** The caller's shut-down instances whose disks are kept, with their hosts' disk sizes. */
export async function listKeptDisks(
  db: Db,
  owner: { userId: number; subAccountId: number | null },
  instanceId: number | undefined,
) {
  return db
    .select({ instance: instances, host: hosts })
    .from(instances)
    .innerJoin(hosts, eq(hosts.id, instances.hostId))
    .where(
      and(
        eq(instances.userId, owner.userId),
        owner.subAccountId === null ? undefined : eq(instances.subAccountId, owner.subAccountId),
        inArray(instances.status, [...SHUT_DOWN_STATES]),
        isNotNull(instances.stoppedAt),
        instanceId === undefined ? undefined : eq(instances.id, instanceId),
      ),
    )
    .orderBy(asc(instances.stoppedAt), asc(instances.id));
}

/** Interruptible instances running on a host with its GPUs (issue 44): what an on-demand rent may stop. */
export function interruptibleOnHost(db: Db, hostId: number) {
  return db
    .select({ id: instances.id, gpuCount: instances.gpuCount, createdAt: instances.createdAt })
    .from(instances)
    .where(
      and(
        eq(instances.hostId, hostId),
        eq(instances.interruptible, true),
        eq(instances.holdsGpus, true),
        eq(instances.status, 'running'),
      ),
    );
}
