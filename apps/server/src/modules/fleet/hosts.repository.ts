import type { HostListRequest } from '@gpucloud/contracts';
import { ENDED_STATES } from '@gpucloud/domain';
import { and, asc, count, eq, ilike, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { runMinutesOfHost } from '../../db/billing-minutes.sql';
import { readPage } from '../../db/paging';
import { users } from '../../db/schema/account/account.table';
import { instances } from '../../db/schema/instances/instances.table';
import { hosts, regions } from '../../db/schema/store/store.table';
import { wallets } from '../../db/schema/wallet/wallet.table';

export type HostRow = typeof hosts.$inferSelect;

function conditionsOf(filter: HostListRequest): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.region_id !== undefined) conditions.push(eq(hosts.regionId, filter.region_id));
  if (filter.status) conditions.push(eq(hosts.status, filter.status));
  if (filter.kind) conditions.push(eq(hosts.kind, filter.kind));
  if (filter.gpu_model) conditions.push(eq(hosts.gpuModel, filter.gpu_model));
  if (filter.name) conditions.push(ilike(hosts.name, `%${escapeLike(filter.name)}%`));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** One page of hosts of every status, by region then name, with how many instances hold GPUs on each. */
export async function listHosts(db: Db, filter: HostListRequest) {
  const where = conditionsOf(filter);
  return readPage(
    { page: filter.page, pageSize: filter.page_size },
    (window) =>
      db
        .select({
          host: hosts,
          region: regions,
          activeInstances: sql<number>`(select count(*)::integer from ${instances}
        where ${instances.hostId} = ${hosts.id} and ${instances.holdsGpus})`,
          partnerPhone: sql<
            string | null
          >`(select ${users.phone} from ${users} where ${users.id} = ${hosts.partnerUserId})`,
        })
        .from(hosts)
        .innerJoin(regions, eq(regions.id, hosts.regionId))
        .where(where)
        .orderBy(asc(regions.sortOrder), asc(hosts.name))
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(hosts).where(where),
  );
}

/** A host locked for a change: rentals, renewals and the tick wait on this row until it commits. */
export async function lockHost(db: Db, id: number): Promise<HostRow | null> {
  const [row] = await db.select().from(hosts).where(eq(hosts.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function insertHost(db: Db, row: typeof hosts.$inferInsert): Promise<HostRow> {
  const [inserted] = await db.insert(hosts).values(row).returning();
  if (!inserted) throw new Error('insert into hosts returned no row');
  return inserted;
}

export async function updateHost(db: Db, id: number, values: Partial<Omit<HostRow, 'id'>>): Promise<void> {
  await db.update(hosts).set(values).where(eq(hosts.id, id));
}

/** Instances holding GPUs on a host: what runs there (or is stopped and may start again at once). */
export function instancesHoldingGpus(db: Db, hostId: number) {
  return db
    .select({
      id: instances.id,
      name: instances.name,
      userId: instances.userId,
      subAccountId: instances.subAccountId,
    })
    .from(instances)
    .where(and(eq(instances.hostId, hostId), eq(instances.holdsGpus, true)))
    .orderBy(asc(instances.id));
}

/**
 * Instances on a host that have not ended, with their owner's accumulated spend (membership): the
 * ones whose pay-as-you-go rate follows the host's price.
 */
export function instancesToReprice(db: Db, hostId: number) {
  return db
    .select({
      id: instances.id,
      gpuCount: instances.gpuCount,
      extraCpuCores: instances.extraCpuCores,
      extraMemoryGb: instances.extraMemoryGb,
      bandwidthMbps: instances.bandwidthMbps,
      hourlyRate: instances.hourlyRate,
      interruptible: instances.interruptible,
      accumulatedMoney: wallets.accumulatedMoney,
    })
    .from(instances)
    .innerJoin(wallets, eq(wallets.userId, instances.userId))
    .where(and(eq(instances.hostId, hostId), notInArray(instances.status, [...ENDED_STATES])))
    .orderBy(asc(instances.id));
}

export async function setHourlyRate(db: Db, instanceId: number, hourlyRate: number): Promise<void> {
  await db.update(instances).set({ hourlyRate }).where(eq(instances.id, instanceId));
}

/** The statement of a host's pay-as-you-go hours due at `now`, for the wallet to charge. */
export function dueHoursOfHost(now: Date, hostId: number): SQL {
  return runMinutesOfHost(sql`${now.toISOString()}::timestamptz`, hostId);
}
