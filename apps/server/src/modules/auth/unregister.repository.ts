import { ENDED_STATES, OPEN_WORK_ORDER_STATES } from '@gpucloud/domain';
import { sql } from 'drizzle-orm';
import { announceSessionRevocation } from '../../core/auth/session-notifications';
import { type Db, executeRows } from '../../core/db';
import { sqlList } from '../../db/sql-list';

/** What stands in the way of closing an account, counted in one read. */
export async function countUnregisterBlockers(db: Db, userId: number) {
  const [row] = await executeRows<{
    instances: number;
    money: number;
    open_work_orders: number;
    applied_invoices: number;
    earnings: string | null;
    open_withdrawals: number;
  }>(
    db,
    sql`select
          (select count(*)::integer from instances where user_id = ${userId} and status not in ${sqlList(ENDED_STATES)}) as instances,
          (select money from wallets where user_id = ${userId}) as money,
          (select count(*)::integer from work_orders where user_id = ${userId} and status in ${sqlList(OPEN_WORK_ORDER_STATES)}) as open_work_orders,
          (select count(*)::integer from invoice_records where user_id = ${userId} and status = 'applied') as applied_invoices,
          (select pending_fen + withdrawable_fen from partners where user_id = ${userId}) as earnings,
          (select count(*)::integer from partner_withdrawals where partner_user_id = ${userId} and status = 'applied') as open_withdrawals`,
  );
  return {
    instances: Number(row?.instances ?? 0),
    moneyFen: Number(row?.money ?? 0),
    openWorkOrders: Number(row?.open_work_orders ?? 0),
    appliedInvoices: Number(row?.applied_invoices ?? 0),
    partnerEarningsFen: Number(row?.earnings ?? 0),
    openWithdrawals: Number(row?.open_withdrawals ?? 0),
  };
}

/** Closes an account: login off, phone free (the unique index covers live accounts only), sub-accounts and WeChat bindings gone, sessions ended. Money records stay. */
export async function closeAccount(tx: Db, userId: number, now: Date) {
  const at = now.toISOString();
  await tx.execute(sql`update users set unregistered_at = ${at}::timestamptz where id = ${userId}`);
  await tx.execute(
    sql`update sub_accounts set deleted_at = ${at}::timestamptz where main_user_id = ${userId} and deleted_at is null`,
  );
  await tx.execute(sql`delete from wechat_bindings where user_id = ${userId}`);
  await tx.execute(
    sql`update sessions set revoked_at = ${at}::timestamptz, revoke_reason = 'account closed'
        where user_id = ${userId} and revoked_at is null`,
  );
  await announceSessionRevocation(tx, userId);
}
