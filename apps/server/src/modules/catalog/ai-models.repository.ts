import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { readPage } from '../../db/paging';
import { aiModels } from '../../db/schema/catalog/ai-models.table';
import { images } from '../../db/schema/images/images.table';
import { hosts } from '../../db/schema/store/store.table';
import { templates } from '../../db/schema/templates/templates.table';
import { hasTagWhere, keywordWhere, publishedTags } from './catalog-search';

export type AiModelRow = typeof aiModels.$inferSelect;
/** A model with its image's name, and whether the template it deploys through is published. */
export type AiModelWithImage = { model: AiModelRow; imageName: string; templatePublished: boolean };

export interface AiModelFilter {
  publishedOnly: boolean;
  keyword?: string | undefined;
  tag?: string | undefined;
}

function filterWhere(filter: AiModelFilter): SQL | undefined {
  return and(
    filter.publishedOnly ? eq(aiModels.published, true) : undefined,
    keywordWhere(filter.keyword, [
      aiModels.slug,
      aiModels.name,
      aiModels.publisher,
      aiModels.summary,
      aiModels.summaryEn,
      aiModels.description,
      aiModels.descriptionEn,
    ]),
    hasTagWhere(aiModels.tags, filter.tag),
  );
}

const withImage = {
  model: aiModels,
  imageName: images.shortDisplayName,
  templatePublished: sql<boolean>`coalesce((select ${templates.published} from ${templates} where ${templates.id} = ${aiModels.templateId}), false)`,
};

/** One page of models: published ones by name for customers, all by last change for staff. */
export async function listAiModels(db: Db, filter: AiModelFilter, page: number, pageSize: number) {
  const where = filterWhere(filter);
  const order = filter.publishedOnly
    ? [aiModels.name, aiModels.id]
    : [desc(aiModels.updatedAt), desc(aiModels.id)];
  return readPage(
    { page, pageSize },
    (window) =>
      db
        .select(withImage)
        .from(aiModels)
        .innerJoin(images, eq(images.id, aiModels.imageId))
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(aiModels).where(where),
  );
}

export function publishedModelTags(db: Db): Promise<string[]> {
  return publishedTags(db, aiModels.tags, eq(aiModels.published, true), aiModels);
}

export async function findAiModel(db: Db, id: number): Promise<AiModelWithImage | null> {
  const [row] = await db
    .select(withImage)
    .from(aiModels)
    .innerJoin(images, eq(images.id, aiModels.imageId))
    .where(eq(aiModels.id, id));
  return row ?? null;
}

export async function insertAiModel(db: Db, values: typeof aiModels.$inferInsert): Promise<AiModelRow> {
  const [row] = await db.insert(aiModels).values(values).returning();
  if (!row) throw new Error('insert returned no model');
  return row;
}

export async function updateAiModel(db: Db, id: number, values: Partial<typeof aiModels.$inferInsert>) {
  const [row] = await db.update(aiModels).set(values).where(eq(aiModels.id, id)).returning();
  return row ?? null;
}

export async function deleteAiModelRow(db: Db, id: number): Promise<void> {
  await db.delete(aiModels).where(eq(aiModels.id, id));
}

/** Hosts that take new rentals now with at least one free GPU: the deploy choice's candidates. */
export function hostsOnOffer(db: Db) {
  return db
    .select({
      id: hosts.id,
      kind: hosts.kind,
      gpuModel: hosts.gpuModel,
      gpuMemoryGb: hosts.gpuMemoryGb,
      gpuFree: hosts.gpuFree,
      pricePerGpuHour: hosts.pricePerGpuHour,
    })
    .from(hosts)
    .where(and(eq(hosts.status, 'online'), sql`${hosts.gpuFree} > 0`));
}
