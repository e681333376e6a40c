import type { GpuSelectorDetailRequest } from '@gpucloud/contracts';
import { and, asc, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { preparedStatement } from '../../core/prepared';
import { hosts, regions } from '../../db/schema/store/store.table';

/** What the store's filters offer: every region, and the GPU models of online hosts, in one read. */
const selectorOptions = preparedStatement((db) =>
  db
    .select({
      regions: sql<Array<{ code: string; name: string; nameEn: string }>>`coalesce(
        json_agg(json_build_object('code', ${regions.code}, 'name', ${regions.name}, 'nameEn', ${regions.nameEn})
          order by ${regions.sortOrder}, ${regions.id}),
        '[]'::json)`,
      gpuModels: sql<
        string[]
      >`(select coalesce(array_agg(distinct ${hosts.gpuModel} order by ${hosts.gpuModel}), '{}')
        from ${hosts} where ${hosts.status} = 'online')`,
    })
    .from(regions)
    .prepare('store_selector_options'),
);

export async function findSelectorOptions(db: Db) {
  const [row] = await selectorOptions(db).execute();
  return { regions: row?.regions ?? [], gpuModels: row?.gpuModels ?? [] };
}

/**
 * Online hosts matching the store filters, with their region. One prepared statement serves every
 * filter and sort: an absent filter is a null parameter that matches everything.
 */
const hostOffers = preparedStatement((db) => {
  const param = (name: string, type: 'text' | 'integer') => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
  const sort = param('sort', 'text');
  return db
    .select({ host: hosts, region: regions })
    .from(hosts)
    .innerJoin(regions, eq(regions.id, hosts.regionId))
    .where(
      and(
        eq(hosts.status, 'online'),
        sql`(${param('region', 'text')} is null or ${regions.code} = ${param('region', 'text')})`,
        sql`(${param('gpuModel', 'text')} is null or ${hosts.gpuModel} = ${param('gpuModel', 'text')})`,
        sql`(${param('kind', 'text')} is null or ${hosts.kind} = ${param('kind', 'text')})`,
        sql`(${param('minFree', 'integer')} is null or ${hosts.gpuFree} >= ${param('minFree', 'integer')})`,
      ),
    )
    .orderBy(
      sql`case when ${sort} = 'free_desc' then ${hosts.gpuFree} end desc nulls last`,
      sql`case when ${sort} = 'price_desc' then ${hosts.pricePerGpuHour} end desc nulls last`,
      asc(hosts.pricePerGpuHour),
      asc(hosts.id),
    )
    .prepare('store_host_offers');
});

export async function findHostOffers(db: Db, filter: GpuSelectorDetailRequest) {
  return hostOffers(db).execute({
    region: filter.region || null,
    gpuModel: filter.gpu_model || null,
    kind: filter.kind ?? null,
    minFree: filter.min_free_gpus ?? null,
    sort: filter.sort ?? 'price_asc',
  });
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
