import { and, asc, desc, eq, inArray, notExists } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { softwareFiles, softwareProducts, softwareReleases } from '../../db/schema/software/software.table';

export type SoftwareProductRow = typeof softwareProducts.$inferSelect;
export type SoftwareFileRow = typeof softwareFiles.$inferSelect;
export type SoftwareReleaseRow = typeof softwareReleases.$inferSelect;
export type ReleaseWithFile = { release: SoftwareReleaseRow; file: SoftwareFileRow };

export function listProducts(db: Db, onlyPublished: boolean) {
  return db
    .select()
    .from(softwareProducts)
    .where(onlyPublished ? eq(softwareProducts.published, true) : undefined)
    .orderBy(asc(softwareProducts.id));
}

/** The releases of the products, newest first, each with its file. */
export function listReleases(db: Db, productIds: readonly number[]): Promise<ReleaseWithFile[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({ release: softwareReleases, file: softwareFiles })
    .from(softwareReleases)
    .innerJoin(softwareFiles, eq(softwareFiles.id, softwareReleases.fileId))
    .where(inArray(softwareReleases.productId, [...productIds]))
    .orderBy(desc(softwareReleases.releasedAt), desc(softwareReleases.id));
}

export async function findProduct(db: Db, id: number, forUpdate = false) {
  const query = db.select().from(softwareProducts).where(eq(softwareProducts.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row ?? null;
}

export async function insertProduct(tx: Db, values: typeof softwareProducts.$inferInsert) {
  const [row] = await tx.insert(softwareProducts).values(values).returning();
  if (!row) throw new Error('insert returned no software product');
  return row;
}

export async function updateProduct(
  tx: Db,
  id: number,
  values: Partial<typeof softwareProducts.$inferInsert>,
) {
  await tx.update(softwareProducts).set(values).where(eq(softwareProducts.id, id));
}

/** A release with its file and its product's published flag, for the download. */
export async function findReleaseForDownload(db: Db, id: number) {
  const [row] = await db
    .select({ file: softwareFiles, published: softwareProducts.published })
    .from(softwareReleases)
    .innerJoin(softwareFiles, eq(softwareFiles.id, softwareReleases.fileId))
    .innerJoin(softwareProducts, eq(softwareProducts.id, softwareReleases.productId))
    .where(eq(softwareReleases.id, id));
  return row ?? null;
}

export async function findRelease(tx: Db, id: number) {
  const [row] = await tx
    .select({ release: softwareReleases, file: softwareFiles })
    .from(softwareReleases)
    .innerJoin(softwareFiles, eq(softwareFiles.id, softwareReleases.fileId))
    .where(eq(softwareReleases.id, id))
    .for('update');
  return row ?? null;
}

export async function countReleases(db: Db, productId: number): Promise<number> {
  const rows = await db
    .select({ id: softwareReleases.id })
    .from(softwareReleases)
    .where(eq(softwareReleases.productId, productId));
  return rows.length;
}

export async function insertFile(db: Db, values: typeof softwareFiles.$inferInsert) {
  const [row] = await db.insert(softwareFiles).values(values).returning();
  if (!row) throw new Error('insert returned no software file');
  return row;
}

/** An uploaded file no release holds yet, locked for the release about to take it. */
export async function findWaitingFile(tx: Db, id: number) {
  const [row] = await tx
    .select()
    .from(softwareFiles)
    .where(
      and(
        eq(softwareFiles.id, id),
        notExists(tx.select().from(softwareReleases).where(eq(softwareReleases.fileId, softwareFiles.id))),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function insertRelease(tx: Db, values: typeof softwareReleases.$inferInsert) {
  const [row] = await tx.insert(softwareReleases).values(values).returning();
  if (!row) throw new Error('insert returned no software release');
  return row;
}

export async function deleteRelease(tx: Db, release: SoftwareReleaseRow): Promise<void> {
  await tx.delete(softwareReleases).where(eq(softwareReleases.id, release.id));
  await tx.delete(softwareFiles).where(eq(softwareFiles.id, release.fileId));
}
