import type { InstanceKind } from '@gpucloud/contracts';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../core/db';
import { subAccounts } from '../../db/schema/account/account.table';
import { orders } from '../../db/schema/billing/orders.table';
import { instancePeriods, instances } from '../../db/schema/instances/instances.table';
import { hosts, regions } from '../../db/schema/store/store.table';
import { sqlList } from '../../db/sql-list';
import { chinaDaySql, isoSql } from '../../db/time-sql';
import { type MovementScope, movementsCte } from './cost-movements.sql';

/** Amounts come back as text or numbers by engine and type; fen are whole numbers either way. */
type Num = string | number | bigint;

export interface CostDayRow {
  instance_id: number;
  day: string;
  prepaid: Num;
  payg: Num;
  /** Pay-as-you-go minutes paid for. */
  minutes: Num;
  refunded: Num;
  vouchers: Num;
  balance: Num;
  name: string;
  kind: 'kvm' | 'container' | 'bare_metal';
  gpu_count: number;
  billing_mode: 'hourly' | 'daily' | 'monthly' | 'post_paid';
  gpu_model: string;
  sub_account_name: string | null;
}

/** Which of a main account's instances a cost list reads, and when money moved. */
export interface CostScopeFilter {
  userId: number;
  subAccountId: number | null;
  kinds: readonly InstanceKind[];
  gpuModel?: string | undefined;
  instanceId?: number | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
}

/** The movements' scope of a cost list: its instances as a condition on `instances i` and `hosts h`. */
export function costScope(filter: CostScopeFilter): MovementScope {
  const conditions: SQL[] = [sql`i.kind in ${sqlList(filter.kinds)}`];
  if (filter.subAccountId !== null) conditions.push(sql`i.sub_account_id = ${filter.subAccountId}`);
  if (filter.gpuModel) conditions.push(sql`h.gpu_model = ${filter.gpuModel}`);
  if (filter.instanceId !== undefined) conditions.push(sql`i.id = ${filter.instanceId}`);
  return {
    userId: filter.userId,
    instances: sql.join(conditions, sql` and `),
    from: filter.from,
    before: filter.before,
  };
}

const SUMS = sql`sum(case when m.source = 'period' then m.amount else 0 end)::bigint as prepaid,
      sum(case when m.source in ('first_hour', 'hour') then m.amount else 0 end)::bigint as payg,
      sum(case when m.source in ('first_hour', 'hour') then m.minutes else 0 end)::bigint as minutes,
      sum(case when m.source = 'refund' then m.amount else 0 end)::bigint as refunded,
      sum(m.vouchers)::bigint as vouchers, sum(m.balance)::bigint as balance`;

/** One row per instance and China day with money moved, newest day first. */
export function listCostDays(db: Db, scope: MovementScope, page: { limit: number; offset: number }) {
  return executeRows<CostDayRow>(
    db,
    sql`${movementsCte(scope)},
    grouped as (
      select m.instance_id, ${chinaDaySql(sql`m.at`)} as day, ${SUMS}
      from movements m group by 1, 2
    )
    select g.*, i.name, i.kind, i.gpu_count, i.billing_mode, h.gpu_model, s.login_name as sub_account_name
    from grouped g
      join instances i on i.id = g.instance_id
      join hosts h on h.id = i.host_id
      left join sub_accounts s on s.id = i.sub_account_id
    order by g.day desc, g.instance_id desc
    limit ${page.limit} offset ${page.offset}`,
  );
}

export interface CostDaySummary {
  day: string;
  instances: Num;
  prepaid: Num;
  payg: Num;
  /** Pay-as-you-go minutes paid for. */
  minutes: Num;
  refunded: Num;
  vouchers: Num;
  balance: Num;
}

/** Every China day with money moved, oldest first, summed over the scope's instances. */
export function summariseCostDays(db: Db, scope: MovementScope) {
  return executeRows<CostDaySummary>(
    db,
    sql`${movementsCte(scope)}
    select ${chinaDaySql(sql`m.at`)} as day, count(distinct m.instance_id) as instances, ${SUMS}
    from movements m group by 1 order by 1`,
  );
}

export interface MovementRow {
  source: 'period' | 'first_hour' | 'hour' | 'refund';
  order_no: string | null;
  at: string;
  day: string;
  amount: Num;
  vouchers: Num;
  balance: Num;
  note: string;
  note_code: string | null;
  note_params: Record<string, unknown> | null;
  minutes: Num;
}

/** Every movement of one instance, oldest first. */
export function listMovements(db: Db, userId: number, instanceId: number) {
  return executeRows<MovementRow>(
    db,
    sql`${movementsCte({ userId, instances: sql`i.id = ${instanceId}` })}
    select m.source, m.order_no, ${isoSql(sql`m.at`)} as at, ${chinaDaySql(sql`m.at`)} as day,
           m.amount::bigint as amount, m.vouchers::bigint as vouchers, m.balance::bigint as balance, m.note,
           m.note_code, m.note_params, m.minutes
    from movements m order by m.at, m.source`,
  );
}

/** An instance with what the cost detail names: its GPU model and sub-account. */
export async function findInstanceForCost(db: Db, instanceId: number) {
  const [row] = await db
    .select({ instance: instances, gpuModel: hosts.gpuModel, subAccountName: subAccounts.loginName })
    .from(instances)
    .innerJoin(hosts, eq(hosts.id, instances.hostId))
    .leftJoin(subAccounts, eq(subAccounts.id, instances.subAccountId))
    .where(eq(instances.id, instanceId));
  return row ?? null;
}

/** An instance's prepaid periods as they stand, with the order that paid each, oldest first. */
export function listPeriodsWithOrders(db: Db, instanceId: number) {
  return db
    .select({ period: instancePeriods, order: orders })
    .from(instancePeriods)
    .innerJoin(orders, eq(orders.orderNo, instancePeriods.orderNo))
    .where(eq(instancePeriods.instanceId, instanceId))
    .orderBy(asc(instancePeriods.startsAt), asc(instancePeriods.id));
}

/** Every GPU model of the fleet (any host status), with what its online hosts offer. */
export function listGpuModels(db: Db) {
  const online = sql`${hosts.status} = 'online'`;
  return db
    .select({
      gpuModel: hosts.gpuModel,
      gpuMemoryGb: sql<number>`max(${hosts.gpuMemoryGb})`.mapWith(Number),
      cpuCoresPerGpu: sql<number>`max(${hosts.cpuCoresPerGpu})`.mapWith(Number),
      memoryGbPerGpu: sql<number>`max(${hosts.memoryGbPerGpu})`.mapWith(Number),
      kinds: sql<string[]>`array_agg(distinct ${hosts.kind})`,
      regions: sql<string[]>`array_agg(distinct ${regions.code})`,
      gpuCount: sql<number>`coalesce(sum(${hosts.gpuCount}) filter (where ${online}), 0)`.mapWith(Number),
      gpuFree: sql<number>`coalesce(sum(${hosts.gpuFree}) filter (where ${online}), 0)`.mapWith(Number),
      minPrice: sql<string | null>`min(${hosts.pricePerGpuHour}) filter (where ${online})`,
    })
    .from(hosts)
    .innerJoin(regions, eq(regions.id, hosts.regionId))
    .groupBy(hosts.gpuModel)
    .orderBy(asc(hosts.gpuModel));
}
