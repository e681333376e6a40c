import type { OrderListRequest, OrderRow } from '@gpucloud/contracts';
import { fenToYuan, formatFen } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { listOrders, listTopUpOrdersForExport, type OrderFilter } from './orders.repository';

const EXPORT_LIMIT = 10_000;

function filterOf(query: {
  type?: 'top_up' | 'purchase';
  status?: number;
  start_time?: number;
  end_time?: number;
}): OrderFilter {
  return {
    type: query.type,
    status: query.status,
    from: query.start_time === undefined ? undefined : new Date(query.start_time * 1000),
    before: query.end_time === undefined ? undefined : new Date(query.end_time * 1000),
  };
}

export async function getOrders(deps: Pick<AppDeps, 'db'>, auth: AuthContext, query: OrderListRequest) {
  const { rows, total } = await listOrders(deps.db, auth.userId, filterOf(query), {
    page: query.page,
    pageSize: query.page_size,
  });
  const data = rows.map(
    (row): OrderRow => ({
      OrderNo: row.orderNo,
      Type: row.type,
      Title: row.title,
      Amount: fenToYuan(Number(row.amount)),
      PayType: Number(row.payType),
      PaidBalance: fenToYuan(Number(row.paidBalance)),
      PaidVouchers: fenToYuan(Number(row.paidVouchers)),
      Status: Number(row.status),
      CreateAt: new Date(row.createdAt).toISOString(),
      PaidAt: row.paidAt ? new Date(row.paidAt).toISOString() : null,
    }),
  );
  return { data, total };
}

const PAY_TYPE_NAMES: Record<number, string> = { 0: 'Alipay', 1: 'WeChat Pay', 2: 'Bank transfer' };
const STATUS_NAMES: Record<number, string> = { 0: 'waiting', 1: 'paid', 2: 'closed' };

/** RFC 4180 field: quoted when it holds a comma, quote or line break; formula starts neutralised. */
function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Top-up orders as CSV (UTF-8 with BOM so spreadsheet programs read it right). */
export async function exportRechargeOrders(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  query: { status?: number; start_time?: number; end_time?: number },
): Promise<string> {
  const rows = await listTopUpOrdersForExport(deps.db, auth.userId, filterOf(query), EXPORT_LIMIT);
  const header = ['Order', 'Amount (CNY)', 'Pay type', 'Status', 'Created', 'Paid'];
  const lines = rows.map((row) =>
    [
      row.outTradeNo,
      formatFen(row.amount),
      PAY_TYPE_NAMES[row.payType] ?? String(row.payType),
      STATUS_NAMES[row.status] ?? String(row.status),
      row.createdAt.toISOString(),
      row.paidAt?.toISOString() ?? '',
    ]
      .map(csvField)
      .join(','),
  );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
