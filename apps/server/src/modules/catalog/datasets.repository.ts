import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { readPage } from '../../db/paging';
import { datasets, instanceDatasets } from '../../db/schema/catalog/datasets.table';
import { hasTagWhere, keywordWhere, publishedTags } from './catalog-search';

export type DatasetRow = typeof datasets.$inferSelect;

export interface DatasetFilter {
  publishedOnly: boolean;
  keyword?: string | undefined;
  tag?: string | undefined;
  licence?: string | undefined;
}

function filterWhere(filter: DatasetFilter): SQL | undefined {
  return and(
    filter.publishedOnly ? eq(datasets.published, true) : undefined,
    keywordWhere(filter.keyword, [
      datasets.slug,
      datasets.name,
      datasets.nameEn,
      datasets.description,
      datasets.descriptionEn,
    ]),
    hasTagWhere(datasets.tags, filter.tag),
    filter.licence ? eq(datasets.licence, filter.licence) : undefined,
  );
}

/** One page of datasets: published ones by name for customers, all by last change for staff. */
export async function listDatasets(db: Db, filter: DatasetFilter, page: number, pageSize: number) {
  const where = filterWhere(filter);
  const order = filter.publishedOnly
    ? [datasets.nameEn, datasets.id]
    : [desc(datasets.updatedAt), desc(datasets.id)];
  return readPage(
    { page, pageSize },
    (window) =>
      db
        .select()
        .from(datasets)
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(datasets).where(where),
  );
}

/** The tags and licences of published datasets, for the filters. */
export async function publishedDatasetFacets(db: Db) {
  const [tags, licences] = await Promise.all([
    publishedTags(db, datasets.tags, eq(datasets.published, true), datasets),
    db
      .selectDistinct({ licence: datasets.licence })
      .from(datasets)
      .where(eq(datasets.published, true))
      .orderBy(datasets.licence),
  ]);
  return { tags, licences: licences.map((row) => row.licence) };
}

export async function findDatasetsByIds(db: Db, ids: readonly number[]): Promise<DatasetRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(datasets)
    .where(inArray(datasets.id, [...ids]));
}

export async function findDataset(db: Db, id: number): Promise<DatasetRow | null> {
  const [row] = await db.select().from(datasets).where(eq(datasets.id, id));
  return row ?? null;
}

export async function insertDataset(db: Db, values: typeof datasets.$inferInsert): Promise<DatasetRow> {
  const [row] = await db.insert(datasets).values(values).returning();
  if (!row) throw new Error('insert returned no dataset');
  return row;
}

export async function updateDataset(db: Db, id: number, values: Partial<typeof datasets.$inferInsert>) {
  const [row] = await db.update(datasets).set(values).where(eq(datasets.id, id)).returning();
  return row ?? null;
}

export async function deleteDatasetRow(db: Db, id: number): Promise<void> {
  await db.delete(datasets).where(eq(datasets.id, id));
}

export async function isDatasetMounted(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(instanceDatasets)
    .where(eq(instanceDatasets.datasetId, id));
  return (row?.n ?? 0) > 0;
}

export async function insertInstanceDatasets(db: Db, instanceId: number, datasetIds: readonly number[]) {
  if (datasetIds.length === 0) return;
  await db.insert(instanceDatasets).values(datasetIds.map((datasetId) => ({ instanceId, datasetId })));
}

/** The datasets an instance was created with, by slug. */
export async function datasetsOfInstance(db: Db, instanceId: number) {
  return db
    .select({ id: datasets.id, slug: datasets.slug, name: datasets.name, nameEn: datasets.nameEn })
    .from(instanceDatasets)
    .innerJoin(datasets, eq(datasets.id, instanceDatasets.datasetId))
    .where(eq(instanceDatasets.instanceId, instanceId))
    .orderBy(datasets.slug);
}
