import type { Language, OrderListRequest, OrderRow } from '@gpucloud/contracts';
import { chinaTimeText, fenToYuan, formatFen } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import type { PayChannelName } from '../../core/messaging/system-text';
import { render, storedText } from '../notifications';
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

/** The account's orders, their titles in the reader's language. */
export async function getOrders(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  query: OrderListRequest,
  language: Language,
) {
  const { rows, total } = await listOrders(deps.db, auth.userId, filterOf(query), {
    page: query.page,
    pageSize: query.page_size,
  });
  const data = rows.map(
    (row): OrderRow => ({
      OrderNo: row.orderNo,
      Type: row.type,
      Title: storedText(language, row.titleCode, row.titleParams, row.title),
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

const CHANNEL_OF_PAY_TYPE: Record<number, PayChannelName> = { 0: 'alipay', 1: 'wechat', 2: 'bank' };

/** The export's words in the reader's language: its header, pay types and states. */
const EXPORT_WORDS: Record<Language, { header: string[]; status: Record<number, string> }> = {
  'en-US': {
    header: ['Order', 'Amount (CNY)', 'Pay type', 'Status', 'Created (China time)', 'Paid (China time)'],
    status: { 0: 'waiting', 1: 'paid', 2: 'closed' },
  },
  'zh-CN': {
    header: ['订单号', '金额（元）', '支付方式', '状态', '创建时间（北京时间）', '支付时间（北京时间）'],
    status: { 0: '待支付', 1: '已支付', 2: '已关闭' },
  },
};

function payTypeName(payType: number, language: Language): string {
  const channel = CHANNEL_OF_PAY_TYPE[payType];
  return channel ? render(language, 'ledger.top_up', { channel }).body : String(payType);
}

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
  language: Language,
): Promise<string> {
  const rows = await listTopUpOrdersForExport(deps.db, auth.userId, filterOf(query), EXPORT_LIMIT);
  const words = EXPORT_WORDS[language];
  const header = words.header;
  const lines = rows.map((row) =>
    [
      row.outTradeNo,
      formatFen(row.amount),
      payTypeName(row.payType, language),
      words.status[row.status] ?? String(row.status),
      chinaTimeText(row.createdAt),
      row.paidAt ? chinaTimeText(row.paidAt) : '',
    ]
      .map(csvField)
      .join(','),
  );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
