import { and, asc, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { aiModels } from '../../db/schema/catalog/ai-models.table';
import { images } from '../../db/schema/images/images.table';
import { hosts } from '../../db/schema/store/store.table';
import { instanceLaunches, templates } from '../../db/schema/templates/templates.table';

export type TemplateRow = typeof templates.$inferSelect;
export type TemplateValues = Omit<typeof templates.$inferInsert, 'id'>;
export type LaunchRow = typeof instanceLaunches.$inferSelect;
export interface TemplateWithImage {
  template: TemplateRow;
  imageName: string;
}

const withImage = { template: templates, imageName: images.label };

export async function findTemplate(db: Db, id: number): Promise<TemplateWithImage | null> {
  const [row] = await db
    .select(withImage)
    .from(templates)
    .innerJoin(images, eq(images.id, templates.imageId))
    .where(eq(templates.id, id))
    .limit(1);
  return row ?? null;
}

/** A main account's private templates, newest first. */
export function ownTemplates(db: Db, userId: number): Promise<TemplateWithImage[]> {
  return db
    .select(withImage)
    .from(templates)
    .innerJoin(images, eq(images.id, templates.imageId))
    .where(eq(templates.ownerUserId, userId))
    .orderBy(desc(templates.createdAt), desc(templates.id));
}

/** Public templates: the published ones by name for customers, every one newest first for staff. */
export function publicTemplates(db: Db, publishedOnly: boolean): Promise<TemplateWithImage[]> {
  return db
    .select(withImage)
    .from(templates)
    .innerJoin(images, eq(images.id, templates.imageId))
    .where(and(isNull(templates.ownerUserId), publishedOnly ? eq(templates.published, true) : undefined))
    .orderBy(...(publishedOnly ? [asc(templates.name)] : [desc(templates.createdAt)]), desc(templates.id));
}

export async function insertTemplate(db: Db, values: TemplateValues): Promise<TemplateRow> {
  const [row] = await db.insert(templates).values(values).returning();
  if (!row) throw new Error('template not inserted');
  return row;
}

export async function updateTemplate(
  db: Db,
  id: number,
  values: Partial<TemplateValues>,
): Promise<TemplateRow | null> {
  const [row] = await db.update(templates).set(values).where(eq(templates.id, id)).returning();
  return row ?? null;
}

export async function deleteTemplateRow(db: Db, id: number): Promise<void> {
  await db.delete(templates).where(eq(templates.id, id));
}

/** The row under a lock, so two edits of one template's secrets do not interleave. */
export async function lockTemplate(db: Db, id: number): Promise<TemplateRow | null> {
  const [row] = await db.select().from(templates).where(eq(templates.id, id)).for('update').limit(1);
  return row ?? null;
}

/** How many AI models deploy through a template (it cannot be deleted while any does). */
export async function modelsUsingTemplate(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(aiModels)
    .where(eq(aiModels.templateId, id));
  return row?.count ?? 0;
}

/** The largest data disk a host of the store has: the most a template may ask for. */
export async function largestDataDiskGb(db: Db): Promise<number> {
  const [row] = await db.select({ largest: max(hosts.dataDiskGb) }).from(hosts);
  return row?.largest ?? 0;
}

export async function insertLaunch(db: Db, row: typeof instanceLaunches.$inferInsert): Promise<void> {
  await db.insert(instanceLaunches).values(row);
}

export async function findLaunch(db: Db, instanceId: number): Promise<LaunchRow | null> {
  const [row] = await db
    .select()
    .from(instanceLaunches)
    .where(eq(instanceLaunches.instanceId, instanceId))
    .limit(1);
  return row ?? null;
}

export async function countOwnTemplates(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(templates)
    .where(eq(templates.ownerUserId, userId));
  return row?.count ?? 0;
}

/** The data disk an instance has now: its host's plus what it added. */
export async function instanceDataDiskGb(db: Db, hostId: number, extraDiskGb: number): Promise<number> {
  const [row] = await db.select({ gb: hosts.dataDiskGb }).from(hosts).where(eq(hosts.id, hostId)).limit(1);
  return (row?.gb ?? 0) + extraDiskGb;
}
