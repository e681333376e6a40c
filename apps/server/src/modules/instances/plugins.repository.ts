import type { PluginKind } from '@gpucloud/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { instances } from '../../db/schema/instances/instances.table';
import { instancePlugins } from '../../db/schema/instances/plugins.table';

export type PluginRecord = typeof instancePlugins.$inferSelect;

const byKey = (instanceId: number, plugin: PluginKind) =>
  and(eq(instancePlugins.instanceId, instanceId), eq(instancePlugins.plugin, plugin));

export async function listPlugins(db: Db, instanceId: number): Promise<PluginRecord[]> {
  return db.select().from(instancePlugins).where(eq(instancePlugins.instanceId, instanceId));
}

export async function lockPlugin(
  tx: Db,
  instanceId: number,
  plugin: PluginKind,
): Promise<PluginRecord | null> {
  const [row] = await tx
    .select()
    .from(instancePlugins)
    .where(byKey(instanceId, plugin))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Records the install (again, for a failed or unanswered one); an installed plugin stays as it is. */
export async function markInstalling(tx: Db, instanceId: number, plugin: PluginKind, now: Date) {
  await tx
    .insert(instancePlugins)
    .values({ instanceId, plugin, state: 'installing', createdAt: now })
    .onConflictDoUpdate({
      target: [instancePlugins.instanceId, instancePlugins.plugin],
      set: { state: 'installing', failReason: '' },
    });
}

export async function updatePlugin(
  db: Db,
  instanceId: number,
  plugin: PluginKind,
  fields: Partial<Omit<PluginRecord, 'instanceId' | 'plugin'>>,
): Promise<PluginRecord | null> {
  const [row] = await db.update(instancePlugins).set(fields).where(byKey(instanceId, plugin)).returning();
  return row ?? null;
}

export async function deletePlugin(db: Db, instanceId: number, plugin: PluginKind): Promise<void> {
  await db.delete(instancePlugins).where(byKey(instanceId, plugin));
}

export async function deletePluginsOf(db: Db, instanceId: number): Promise<void> {
  await db.delete(instancePlugins).where(eq(instancePlugins.instanceId, instanceId));
}

/** The instance of this name (names are unique). */
export async function findInstanceByName(db: Db, name: string) {
  const [row] = await db.select().from(instances).where(eq(instances.name, name)).limit(1);
  return row ?? null;
}
