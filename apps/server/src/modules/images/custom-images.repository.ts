import type { InstanceKind } from '@gpucloud/contracts';
import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { users } from '../../db/schema/account/account.table';
import { customImageShares, customImages } from '../../db/schema/images/custom-images.table';
import { images } from '../../db/schema/images/images.table';
import { instances } from '../../db/schema/instances/instances.table';

export type CustomImageRecord = typeof customImages.$inferSelect;

/** Holds the owner's account row: saves of one account queue here, so the quota is counted once at a time. */
export async function lockImageOwner(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** What counts against the quota: images being written or ready, and the size of the ready ones. */
export async function quotaUse(db: Db, userId: number): Promise<{ count: number; gb: number }> {
  const [row] = await db
    .select({
      count: count(),
      gb: sql<string>`coalesce(sum(${customImages.sizeGb}) filter (where ${customImages.state} = 'ready'), 0)`,
    })
    .from(customImages)
    .where(and(eq(customImages.userId, userId), inArray(customImages.state, ['creating', 'ready'])));
  return { count: row?.count ?? 0, gb: Number(row?.gb ?? 0) };
}

export async function insertCustomImage(
  tx: Db,
  row: typeof customImages.$inferInsert,
): Promise<CustomImageRecord | null> {
  const [inserted] = await tx.insert(customImages).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function findCustomImage(db: Db, id: number): Promise<CustomImageRecord | null> {
  const [row] = await db.select().from(customImages).where(eq(customImages.id, id)).limit(1);
  return row ?? null;
}

export async function lockCustomImage(tx: Db, id: number): Promise<CustomImageRecord | null> {
  const [row] = await tx.select().from(customImages).where(eq(customImages.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function setImageProviderRef(db: Db, id: number, providerRef: string): Promise<void> {
  await db
    .update(customImages)
    .set({ providerRef })
    .where(and(eq(customImages.id, id), isNull(customImages.providerRef)));
}

/** Settles an image still being written; a second settle (another process, the job) changes nothing. */
export async function settleCustomImage(
  db: Db,
  id: number,
  outcome: { state: 'ready'; sizeGb: number } | { state: 'failed'; reason: string },
  now: Date,
): Promise<void> {
  await db
    .update(customImages)
    .set(
      outcome.state === 'ready'
        ? { state: 'ready', sizeGb: outcome.sizeGb, settledAt: now }
        : { state: 'failed', failReason: outcome.reason, settledAt: now },
    )
    .where(and(eq(customImages.id, id), eq(customImages.state, 'creating')));
}

export async function deleteCustomImage(tx: Db, id: number): Promise<void> {
  await tx.delete(customImages).where(eq(customImages.id, id));
}

/** Images still being written: the caller's (a read settles them), or anyone's (the job). */
export async function listCreatingImages(db: Db, userId: number | null, limit = 100) {
  return db
    .select()
    .from(customImages)
    .where(
      and(eq(customImages.state, 'creating'), userId === null ? undefined : eq(customImages.userId, userId)),
    )
    .orderBy(asc(customImages.id))
    .limit(limit);
}

export async function listOwnImages(db: Db, userId: number) {
  return db
    .select({ image: customImages, baseLabel: images.label })
    .from(customImages)
    .innerJoin(images, eq(images.id, customImages.baseImageId))
    .where(eq(customImages.userId, userId))
    .orderBy(asc(customImages.id));
}

export async function listSharesOf(db: Db, imageIds: number[]) {
  if (imageIds.length === 0) return [];
  return db
    .select({ imageId: customImageShares.imageId, phone: users.phone, sharedAt: customImageShares.createdAt })
    .from(customImageShares)
    .innerJoin(users, eq(users.id, customImageShares.userId))
    .where(inArray(customImageShares.imageId, imageIds))
    .orderBy(asc(customImageShares.createdAt));
}

export async function listSharedWith(db: Db, userId: number) {
  return db
    .select({
      image: customImages,
      baseLabel: images.label,
      ownerPhone: users.phone,
      sharedAt: customImageShares.createdAt,
    })
    .from(customImageShares)
    .innerJoin(customImages, eq(customImages.id, customImageShares.imageId))
    .innerJoin(images, eq(images.id, customImages.baseImageId))
    .innerJoin(users, eq(users.id, customImages.userId))
    .where(eq(customImageShares.userId, userId))
    .orderBy(asc(customImages.id));
}

/** Ready images the account owns or was given, of a kind (all kinds when null). */
export async function listUsableImages(db: Db, userId: number, kind: InstanceKind | null, id?: number) {
  return db
    .selectDistinctOn([customImages.id], { image: customImages, ownerId: customImages.userId })
    .from(customImages)
    .leftJoin(
      customImageShares,
      and(eq(customImageShares.imageId, customImages.id), eq(customImageShares.userId, userId)),
    )
    .where(
      and(
        eq(customImages.state, 'ready'),
        or(eq(customImages.userId, userId), eq(customImageShares.userId, userId)),
        kind ? eq(customImages.kind, kind) : undefined,
        id === undefined ? undefined : eq(customImages.id, id),
      ),
    )
    .orderBy(asc(customImages.id));
}

export async function insertShare(tx: Db, imageId: number, userId: number): Promise<void> {
  await tx.insert(customImageShares).values({ imageId, userId }).onConflictDoNothing();
}

export async function deleteShare(tx: Db, imageId: number, userId: number): Promise<boolean> {
  const gone = await tx
    .delete(customImageShares)
    .where(and(eq(customImageShares.imageId, imageId), eq(customImageShares.userId, userId)))
    .returning({ imageId: customImageShares.imageId });
  return gone.length > 0;
}

/** Instances whose machine is being made (or reinstalled) from this image: the provider still needs it. */
export async function countInstancesBeingMadeFrom(tx: Db, providerRef: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(instances)
    .where(
      and(
        eq(instances.customImageRef, providerRef),
        inArray(instances.status, ['creating', 'reinitializing']),
      ),
    );
  return row?.n ?? 0;
}

/** An active main account by its login phone (sub-accounts have none). */
export async function findMainAccountByPhone(db: Db, phone: string) {
  const [row] = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.unregisteredAt)))
    .limit(1);
  return row ?? null;
}
