import type { LedgerKind } from '@gpucloud/contracts';
import { OPEN_WORK_ORDER_STATES } from '@gpucloud/domain';
import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { instances } from '../../db/schema/instances/instances.table';
import { hosts } from '../../db/schema/store/store.table';
import { topUpOrders } from '../../db/schema/wallet/top-up.table';
import { walletLedger } from '../../db/schema/wallet/wallet.table';
import { workOrders } from '../../db/schema/workOrders/work-orders.table';

type Range = { start: Date; end: Date };

/** Top-up orders paid in the range: how many and how much (fen). */
export async function sumPaidTopUps(db: Db, range: Range) {
  const [row] = await db
    .select({ count: count(), sum: sql<string>`coalesce(sum(${topUpOrders.amount}), 0)` })
    .from(topUpOrders)
    .where(
      and(eq(topUpOrders.status, 1), gte(topUpOrders.paidAt, range.start), lt(topUpOrders.paidAt, range.end)),
    );
  return { count: row?.count ?? 0, sumFen: Number(row?.sum ?? 0) };
}

/** What renting costs: rentals, renewals, upgrades and pay-as-you-go hours, from balance and vouchers. */
const CHARGE_KINDS: LedgerKind[] = ['rent', 'renew', 'upgrade', 'post_paid'];

/** Fen charged in the range (charges are negative ledger rows; refunds are not netted). */
export async function sumCharges(db: Db, range: Range): Promise<number> {
  const [row] = await db
    .select({ spent: sql<string>`coalesce(-sum(${walletLedger.amount}), 0)` })
    .from(walletLedger)
    .where(
      and(
        inArray(walletLedger.kind, CHARGE_KINDS),
        gte(walletLedger.createdAt, range.start),
        lt(walletLedger.createdAt, range.end),
      ),
    );
  return Number(row?.spent ?? 0);
}

export async function countRunningInstances(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(instances).where(eq(instances.status, 'running'));
  return row?.n ?? 0;
}

/** Free and total GPUs per model on hosts that take rentals (online). */
export async function gpusPerModel(db: Db) {
  return db
    .select({
      model: hosts.gpuModel,
      free: sql<number>`sum(${hosts.gpuFree})::integer`,
      total: sql<number>`sum(${hosts.gpuCount})::integer`,
    })
    .from(hosts)
    .where(eq(hosts.status, 'online'))
    .groupBy(hosts.gpuModel)
    .orderBy(asc(hosts.gpuModel));
}

/** Work orders waiting on someone (the lifecycle's open states). */
export async function countOpenWorkOrders(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workOrders)
    .where(inArray(workOrders.status, [...OPEN_WORK_ORDER_STATES]));
  return row?.n ?? 0;
}
