import type { StorageKind } from '@gpucloud/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../core/auth/identity';
import { type Db, executeRows } from '../../core/db';
import { subAccounts } from '../../db/schema/account/account.table';
import { cloudDisks, fileStorage, storageArrears, storageCharges } from '../../db/schema/disks/disks.table';
import { instances } from '../../db/schema/instances/instances.table';
import { hosts, regions } from '../../db/schema/store/store.table';
import { dueStorageDays } from '../../db/storage-days.sql';

/** What a caller may see and act on: a main account its own and its sub-accounts', a sub-account its own. */
export function ownedBy(auth: AuthContext, table: typeof cloudDisks | typeof fileStorage) {
  return auth.subAccountId === null
    ? eq(table.userId, auth.userId)
    : and(eq(table.userId, auth.userId), eq(table.subAccountId, auth.subAccountId));
}

export type CloudDiskRow = typeof cloudDisks.$inferSelect;

/** The caller's live cloud disks with their region, instance, owner and arrears. */
export function listCloudDisks(db: Db, auth: AuthContext) {
  return db
    .select({
      disk: cloudDisks,
      regionName: regions.name,
      instanceName: instances.name,
      subAccountName: subAccounts.loginName,
      inArrears: sql<boolean>`exists (select 1 from ${storageArrears} a where a.subject_kind = 'cloud_disk' and a.subject_id = ${cloudDisks.id})`,
    })
    .from(cloudDisks)
    .innerJoin(regions, eq(regions.id, cloudDisks.regionId))
    .leftJoin(instances, eq(instances.id, cloudDisks.instanceId))
    .leftJoin(subAccounts, eq(subAccounts.id, cloudDisks.subAccountId))
    .where(and(ownedBy(auth, cloudDisks), sql`${cloudDisks.status} <> 'deleted'`))
    .orderBy(sql`${cloudDisks.id} desc`);
}

/** One of the caller's cloud disks, locked (or null: not theirs, or unknown). */
export async function lockCloudDisk(tx: Db, auth: AuthContext, diskId: number) {
  const [row] = await tx
    .select()
    .from(cloudDisks)
    .where(and(eq(cloudDisks.id, diskId), ownedBy(auth, cloudDisks), sql`${cloudDisks.status} <> 'deleted'`))
    .for('update');
  return row ?? null;
}

export async function findCloudDisk(db: Db, auth: AuthContext, diskId: number) {
  const [row] = await db
    .select()
    .from(cloudDisks)
    .where(and(eq(cloudDisks.id, diskId), ownedBy(auth, cloudDisks), sql`${cloudDisks.status} <> 'deleted'`));
  return row ?? null;
}

export async function inArrears(db: Db, kind: StorageKind, subjectId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: storageArrears.subjectId })
    .from(storageArrears)
    .where(and(eq(storageArrears.subjectKind, kind), eq(storageArrears.subjectId, subjectId)));
  return row !== undefined;
}

/** What a subject's China day `day` has been charged so far (0 when nothing). */
export async function chargedOnDay(db: Db, kind: StorageKind, subjectId: number, day: number) {
  const [row] = await db
    .select({ amount: storageCharges.amount })
    .from(storageCharges)
    .where(
      and(
        eq(storageCharges.subjectKind, kind),
        eq(storageCharges.subjectId, subjectId),
        eq(storageCharges.dayIndex, day),
      ),
    );
  return row?.amount ?? 0;
}

/** An instance locked, with its region (through its host). */
export async function lockInstanceWithRegion(tx: Db, instanceId: number) {
  const [row] = await tx
    .select({ instance: instances, regionId: hosts.regionId })
    .from(instances)
    .innerJoin(hosts, eq(hosts.id, instances.hostId))
    .where(eq(instances.id, instanceId))
    .for('update', { of: instances });
  return row ?? null;
}

export async function countAttached(tx: Db, instanceId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::integer` })
    .from(cloudDisks)
    .where(and(eq(cloudDisks.instanceId, instanceId), sql`${cloudDisks.status} <> 'deleted'`));
  return row?.n ?? 0;
}

/** The caller's stopped instances, each with its region and the cloud disks it holds. */
export function stoppedInstancesOf(db: Db, auth: AuthContext) {
  return executeRows<{ id: number; name: string; region_id: number; disks: number }>(
    db,
    sql`select i.id, i.name, h.region_id,
               (select count(*)::integer from cloud_disks d where d.instance_id = i.id and d.status <> 'deleted') as disks
        from instances i join hosts h on h.id = i.host_id
        where i.user_id = ${auth.userId} and i.status = 'stopped'
          ${auth.subAccountId === null ? sql`` : sql`and i.sub_account_id = ${auth.subAccountId}`}
        order by i.id desc`,
  );
}

export function listRegions(db: Db) {
  return db.select().from(regions).orderBy(regions.sortOrder, regions.id);
}

export async function findRegion(db: Db, regionId: number) {
  const [row] = await db.select().from(regions).where(eq(regions.id, regionId));
  return row ?? null;
}

/** The caller's own file storage account (a sub-account has its own), locked when `lock`. */
export async function findFileStorage(db: Db, auth: AuthContext, lock = false) {
  const query = db
    .select()
    .from(fileStorage)
    .where(
      and(
        eq(fileStorage.userId, auth.userId),
        auth.subAccountId === null
          ? isNull(fileStorage.subAccountId)
          : eq(fileStorage.subAccountId, auth.subAccountId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Any cloud disk by id, deleted ones too (or null). */
export async function findAnyCloudDisk(db: Db, diskId: number) {
  const [row] = await db.select().from(cloudDisks).where(eq(cloudDisks.id, diskId));
  return row ?? null;
}

export async function insertCloudDisk(tx: Db, values: typeof cloudDisks.$inferInsert) {
  const [row] = await tx.insert(cloudDisks).values(values).returning();
  return row;
}

export async function renameCloudDisk(tx: Db, diskId: number, name: string) {
  const [row] = await tx.update(cloudDisks).set({ name }).where(eq(cloudDisks.id, diskId)).returning();
  return row;
}

/** A disk still being made, now ready with its provider volume. */
export async function markCloudDiskReady(db: Db, diskId: number, providerRef: string) {
  await db
    .update(cloudDisks)
    .set({ status: 'ready', providerRef })
    .where(and(eq(cloudDisks.id, diskId), eq(cloudDisks.status, 'creating')));
}

/** A disk still being made, now failed; the row when this call failed it. */
export async function markCloudDiskFailed(tx: Db, diskId: number) {
  const [row] = await tx
    .update(cloudDisks)
    .set({ status: 'failed' })
    .where(and(eq(cloudDisks.id, diskId), eq(cloudDisks.status, 'creating')))
    .returning();
  return row;
}

export async function setCloudDiskInstance(tx: Db, diskId: number, instanceId: number | null) {
  await tx.update(cloudDisks).set({ instanceId }).where(eq(cloudDisks.id, diskId));
}

/** Takes back an attachment the provider refused, unless the disk moved meanwhile. */
export async function undoCloudDiskAttach(db: Db, diskId: number, instanceId: number) {
  await db
    .update(cloudDisks)
    .set({ instanceId: null })
    .where(and(eq(cloudDisks.id, diskId), eq(cloudDisks.instanceId, instanceId)));
}

export async function setCloudDiskSize(tx: Db, diskId: number, sizeGb: number) {
  await tx.update(cloudDisks).set({ sizeGb }).where(eq(cloudDisks.id, diskId));
}

/** A detached disk marked deleted. */
export async function markCloudDiskDeleted(tx: Db, diskId: number, now: Date) {
  await tx
    .update(cloudDisks)
    .set({ status: 'deleted', deletedAt: now })
    .where(and(eq(cloudDisks.id, diskId), isNull(cloudDisks.instanceId)));
}

/** Opens a file storage account; two first purchases at once make one. */
export async function insertFileStorage(tx: Db, values: typeof fileStorage.$inferInsert) {
  await tx.insert(fileStorage).values(values).onConflictDoNothing();
}

/**
 * Sets an account's paid quota; `chargeFromDay` restarts the tick's charging on that day (rising
 * from nothing), null keeps the day it had.
 */
export async function setFileStoragePaid(
  tx: Db,
  accountId: number,
  paidGb: number,
  chargeFromDay: number | null,
) {
  const chargeFrom =
    chargeFromDay === null ? sql`${fileStorage.chargeFromDay}` : sql`${chargeFromDay}::integer`;
  await tx
    .update(fileStorage)
    .set({ paidGb, chargeFromDay: chargeFrom })
    .where(eq(fileStorage.id, accountId));
}

export async function setFileStoragePassword(db: Db, accountId: number, passwordSealed: string) {
  await db.update(fileStorage).set({ passwordSealed }).where(eq(fileStorage.id, accountId));
}

/** The statement of a storage subject's days due at `now` and not charged yet, for the wallet to charge. */
export function dueDaysOf(now: Date, subject: { kind: StorageKind; id: number }): SQL {
  return dueStorageDays(sql`${now.toISOString()}::timestamptz`, subject);
}
