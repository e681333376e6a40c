import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { hosts, regions } from '../../db/schema/store/store.table';

export type RegionRow = typeof regions.$inferSelect;

/** Every region in the store's order, with how many hosts it has. */
export function listRegionsWithHostCounts(db: Db) {
  return db
    .select({ region: regions, hosts: count(hosts.id) })
    .from(regions)
    .leftJoin(hosts, eq(hosts.regionId, regions.id))
    .groupBy(regions.id)
    .orderBy(asc(regions.sortOrder), asc(regions.id));
}

export async function findRegion(db: Db, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(regions).where(eq(regions.id, id)).limit(1);
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

export async function insertRegion(db: Db, row: typeof regions.$inferInsert): Promise<RegionRow> {
  const [inserted] = await db.insert(regions).values(row).returning();
  if (!inserted) throw new Error('insert into regions returned no row');
  return inserted;
}

export async function updateRegion(
  db: Db,
  id: number,
  values: Partial<Pick<RegionRow, 'name' | 'nameEn' | 'sortOrder'>>,
): Promise<void> {
  await db.update(regions).set(values).where(eq(regions.id, id));
}
