import type { costReportsEndpoints, EndpointBody, EndpointData, InstanceKind } from '@gpucloud/contracts';
import { addFen, fenToYuan, hoursOfMinutes } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { windowOf } from '../../db/paging';
import { costCsv } from './cost-csv';
import type { MovementScope } from './cost-movements.sql';
import { type CostDayRow, costScope, listCostDays, summariseCostDays } from './cost-reports.repository';

type ListEndpoint = typeof costReportsEndpoints.instanceCostList;
type CostList = EndpointData<ListEndpoint>;
type CostListRow = CostList['data'][number];
export type CostFilters = Omit<EndpointBody<ListEndpoint>, 'page' | 'page_size'>;

/** Which list: KVM and container instances, or bare metal (instances.kind). */
export const COST_LIST_KINDS = {
  instances: ['kvm', 'container'],
  bareMetal: ['bare_metal'],
} as const satisfies Record<string, readonly InstanceKind[]>;
export type CostListKind = keyof typeof COST_LIST_KINDS;

/** The most rows a CSV export carries, as /export_recharge_order. */
const EXPORT_LIMIT = 10_000;

/**
 * The instances a caller reports on: a main account its own and its sub-accounts', a sub-account
 * its own (as `mayActOnInstance`), of the list's kinds, narrowed by the filters.
 */
function scopeOf(auth: AuthContext, list: CostListKind, filters: CostFilters): MovementScope {
  return costScope({
    userId: auth.userId,
    subAccountId: auth.subAccountId,
    kinds: COST_LIST_KINDS[list],
    gpuModel: filters.gpu_model,
    instanceId: filters.instance_id,
    from: filters.start_time === undefined ? undefined : new Date(filters.start_time * 1000),
    before: filters.end_time === undefined ? undefined : new Date(filters.end_time * 1000),
  });
}

function rowOf(row: CostDayRow): CostListRow {
  const prepaid = Number(row.prepaid);
  const payg = Number(row.payg);
  const refunded = Number(row.refunded);
  return {
    Day: row.day,
    InstanceId: row.instance_id,
    Name: row.name,
    Kind: row.kind,
    GpuModel: row.gpu_model,
    GpuCount: row.gpu_count,
    BillingMode: row.billing_mode,
    SubAccountName: row.sub_account_name,
    Prepaid: fenToYuan(prepaid),
    PayAsYouGo: fenToYuan(payg),
    Hours: hoursOfMinutes(Number(row.minutes)),
    Refunded: fenToYuan(refunded),
    Total: fenToYuan(addFen(prepaid, payg, -refunded)),
    Vouchers: fenToYuan(Number(row.vouchers)),
    Balance: fenToYuan(Number(row.balance)),
  };
}

export async function getCostList(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  list: CostListKind,
  query: EndpointBody<ListEndpoint>,
): Promise<CostList> {
  const scope = scopeOf(auth, list, query);
  const [rows, days] = await Promise.all([
    listCostDays(deps.db, scope, windowOf({ page: query.page, pageSize: query.page_size })),
    summariseCostDays(deps.db, scope),
  ]);
  const sum = (pick: (day: (typeof days)[number]) => unknown) =>
    addFen(0, ...days.map((day) => Number(pick(day))));
  const [prepaid, payg, refunded] = [sum((d) => d.prepaid), sum((d) => d.payg), sum((d) => d.refunded)];
  return {
    data: rows.map(rowOf),
    total: days.reduce((count, day) => count + Number(day.instances), 0),
    totals: {
      Prepaid: fenToYuan(prepaid),
      PayAsYouGo: fenToYuan(payg),
      Hours: hoursOfMinutes(days.reduce((count, day) => count + Number(day.minutes), 0)),
      Refunded: fenToYuan(refunded),
      Total: fenToYuan(addFen(prepaid, payg, -refunded)),
      Vouchers: fenToYuan(sum((d) => d.vouchers)),
      Balance: fenToYuan(sum((d) => d.balance)),
    },
    days: days.map((day) => ({
      Day: day.day,
      Spent: fenToYuan(addFen(Number(day.prepaid), Number(day.payg))),
      Refunded: fenToYuan(Number(day.refunded)),
    })),
  };
}

/** The list as CSV, newest day first, at most EXPORT_LIMIT rows. */
export async function exportCostList(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  list: CostListKind,
  filters: CostFilters,
): Promise<string> {
  const rows = await listCostDays(deps.db, scopeOf(auth, list, filters), { limit: EXPORT_LIMIT, offset: 0 });
  return costCsv(rows);
}
