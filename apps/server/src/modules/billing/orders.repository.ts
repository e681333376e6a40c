import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db';
import { type PageRequest, readPage } from '../../db/paging';
import { orders } from '../../db/schema/billing/orders.table';
import { topUpOrders } from '../../db/schema/wallet/top-up.table';

export interface OrderFilter {
  type?: 'top_up' | 'purchase';
  status?: number;
  from?: Date;
  before?: Date;
}

function timeAndStatus(
  columns: { status: PgColumn; createdAt: PgColumn },
  filter: OrderFilter,
): (SQL | undefined)[] {
  return [
    filter.status !== undefined ? eq(columns.status, filter.status) : undefined,
    filter.from ? gte(columns.createdAt, filter.from) : undefined,
    filter.before ? lt(columns.createdAt, filter.before) : undefined,
  ];
}

/** Top-up and purchase orders of one account in one list, newest first. */
export async function listOrders(db: Db, userId: number, filter: OrderFilter, page: PageRequest) {
  const topUpWhere = and(
    eq(topUpOrders.userId, userId),
    ...timeAndStatus({ status: topUpOrders.status, createdAt: topUpOrders.createdAt }, filter),
  );
  const purchaseWhere = and(eq(orders.userId, userId), ...timeAndStatus(orders, filter));
  const topUps = db
    .select({
      orderNo: topUpOrders.outTradeNo,
      type: sql<'top_up' | 'purchase'>`'top_up'`.as('type'),
      // A top-up's title is the system's own: no text is stored, only the code is answered.
      title: sql<string>`''`.as('title'),
      titleCode: sql<string | null>`'order.top_up'`.as('title_code'),
      titleParams: sql<Record<string, unknown> | null>`null::jsonb`.as('title_params'),
      amount: topUpOrders.amount,
      payType: sql<number>`${topUpOrders.payType}::integer`.as('pay_type'),
      paidBalance: sql<number>`0::bigint`.mapWith(Number).as('paid_balance'),
      paidVouchers: sql<number>`0::bigint`.mapWith(Number).as('paid_vouchers'),
      status: sql<number>`${topUpOrders.status}::integer`.as('status'),
      createdAt: topUpOrders.createdAt,
      paidAt: topUpOrders.paidAt,
    })
    .from(topUpOrders)
    .where(topUpWhere);
  const purchases = db
    .select({
      orderNo: orders.orderNo,
      type: sql<'top_up' | 'purchase'>`'purchase'`.as('type'),
      title: orders.title,
      titleCode: orders.titleCode,
      titleParams: orders.titleParams,
      amount: orders.amount,
      payType: sql<number>`-1`.as('pay_type'),
      paidBalance: orders.paidBalance,
      paidVouchers: orders.paidVouchers,
      status: sql<number>`${orders.status}::integer`.as('status'),
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(purchaseWhere);
  // The count of a merged list is the sum of the counts of its two halves.
  const countBoth = async () => {
    const totals = await Promise.all([
      filter.type === 'purchase' ? [{ n: 0 }] : db.select({ n: count() }).from(topUpOrders).where(topUpWhere),
      filter.type === 'top_up' ? [{ n: 0 }] : db.select({ n: count() }).from(orders).where(purchaseWhere),
    ]);
    return [{ n: totals.reduce((sum, [counted]) => sum + (counted?.n ?? 0), 0) }];
  };
  return readPage(
    page,
    (window) =>
      filter.type === 'top_up'
        ? topUps.orderBy(desc(topUpOrders.createdAt)).limit(window.limit).offset(window.offset)
        : filter.type === 'purchase'
          ? purchases.orderBy(desc(orders.createdAt)).limit(window.limit).offset(window.offset)
          : topUps
              .unionAll(purchases)
              .orderBy(sql`created_at desc`)
              .limit(window.limit)
              .offset(window.offset),
    countBoth,
  );
}

/** Top-up orders for the CSV export, oldest first, at most `limit` rows. */
export async function listTopUpOrdersForExport(db: Db, userId: number, filter: OrderFilter, limit: number) {
  return db
    .select()
    .from(topUpOrders)
    .where(
      and(
        eq(topUpOrders.userId, userId),
        ...timeAndStatus({ status: topUpOrders.status, createdAt: topUpOrders.createdAt }, filter),
      ),
    )
    .orderBy(desc(topUpOrders.createdAt))
    .limit(limit);
}
