import type { GpuSelectorDetailRequest } from '@gpucloud/contracts';
import { and, asc, desc, eq, gte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { hosts, regions } from './store.table';

export async function listRegions(db: Db) {
  return db.select().from(regions).orderBy(asc(regions.sortOrder), asc(regions.id));
}

export async function listGpuModels(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ gpuModel: hosts.gpuModel })
    .from(hosts)
    .where(eq(hosts.status, 'online'))
    .orderBy(asc(hosts.gpuModel));
  return rows.map((row) => row.gpuModel);
}

const ORDER_BY: Record<NonNullable<GpuSelectorDetailRequest['sort']>, SQL[]> = {
  price_asc: [asc(hosts.pricePerGpuHour), asc(hosts.id)],
  price_desc: [desc(hosts.pricePerGpuHour), asc(hosts.id)],
  free_desc: [desc(hosts.gpuFree), asc(hosts.pricePerGpuHour), asc(hosts.id)],
};

/** Online hosts matching the store filters, with their region. */
export async function findHostOffers(db: Db, filter: GpuSelectorDetailRequest) {
  return db
    .select({ host: hosts, region: regions })
    .from(hosts)
    .innerJoin(regions, eq(regions.id, hosts.regionId))
    .where(
      and(
        eq(hosts.status, 'online'),
        filter.region ? eq(regions.code, filter.region) : undefined,
        filter.gpu_model ? eq(hosts.gpuModel, filter.gpu_model) : undefined,
        filter.kind ? eq(hosts.kind, filter.kind) : undefined,
        filter.min_free_gpus !== undefined ? gte(hosts.gpuFree, filter.min_free_gpus) : undefined,
      ),
    )
    .orderBy(...ORDER_BY[filter.sort ?? 'price_asc']);
}

export interface CatalogueRegion {
  code: string;
  name: string;
  nameEn: string;
  sortOrder: number;
}

export type CatalogueHost = Omit<typeof hosts.$inferInsert, 'regionId' | 'id'> & { region: string };

export async function insertCatalogue(
  db: Db,
  regionRows: readonly CatalogueRegion[],
  hostRows: readonly CatalogueHost[],
): Promise<void> {
  const inserted = await db
    .insert(regions)
    .values([...regionRows])
    .returning({ id: regions.id, code: regions.code });
  const idByCode = new Map(inserted.map((r) => [r.code, r.id]));
  await db.insert(hosts).values(
    hostRows.map(({ region, ...host }) => {
      const regionId = idByCode.get(region);
      if (regionId === undefined) throw new Error(`host ${host.name} names unknown region ${region}`);
      return { ...host, regionId };
    }),
  );
}

/** Free and total GPUs per GPU model of one kind's online hosts, with the lowest list price. */
export async function summariseGpuModels(
  db: Db,
  filter: { kind: (typeof hosts.$inferSelect)['kind']; region?: string; gpuModel?: string },
) {
  return db
    .select({
      regionCode: regions.code,
      regionName: regions.name,
      regionNameEn: regions.nameEn,
      gpuModel: hosts.gpuModel,
      gpuMemoryGb: sql<number>`max(${hosts.gpuMemoryGb})::integer`,
      freeGpus: sql<number>`sum(${hosts.gpuFree})::integer`,
      totalGpus: sql<number>`sum(${hosts.gpuCount})::integer`,
      hostsWithFree: sql<number>`count(*) filter (where ${hosts.gpuFree} > 0)::integer`,
      hosts: sql<number>`count(*)::integer`,
      minPrice: sql<number>`min(${hosts.pricePerGpuHour})::bigint`.mapWith(Number),
    })
    .from(hosts)
    .innerJoin(regions, eq(regions.id, hosts.regionId))
    .where(
      and(
        eq(hosts.status, 'online'),
        eq(hosts.kind, filter.kind),
        filter.region ? eq(regions.code, filter.region) : undefined,
        filter.gpuModel ? eq(hosts.gpuModel, filter.gpuModel) : undefined,
      ),
    )
    .groupBy(regions.code, regions.name, regions.nameEn, regions.sortOrder, hosts.gpuModel)
    .orderBy(asc(regions.sortOrder), asc(hosts.gpuModel));
}

export async function findHostWithRegion(db: Db, hostId: number) {
  const [row] = await db
    .select({ host: hosts, region: regions })
    .from(hosts)
    .innerJoin(regions, eq(regions.id, hosts.regionId))
    .where(eq(hosts.id, hostId))
    .limit(1);
  return row ?? null;
}

/** Online hosts an instance could move to: same kind and GPU model, enough free GPUs, not its own. */
export async function findMigrationTargets(
  db: Db,
  from: { hostId: number; kind: (typeof hosts.$inferSelect)['kind']; gpuModel: string; gpuCount: number },
) {
  return db
    .select({ host: hosts, region: regions })
    .from(hosts)
    .innerJoin(regions, eq(regions.id, hosts.regionId))
    .where(
      and(
        eq(hosts.status, 'online'),
        eq(hosts.kind, from.kind),
        eq(hosts.gpuModel, from.gpuModel),
        gte(hosts.gpuFree, from.gpuCount),
        ne(hosts.id, from.hostId),
      ),
    )
    .orderBy(asc(hosts.pricePerGpuHour), desc(hosts.gpuFree), asc(hosts.id));
}
