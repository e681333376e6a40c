import { addFen, formatFen, hoursOfMinutes } from '@gpucloud/domain';
import type { CostDayRow } from './cost-reports.repository';

const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * RFC 4180 field: quoted when it holds a comma, quote or line break. A text a spreadsheet would read
 * as a formula (starting with =, +, -, @, a tab or a carriage return) is neutralised with a leading
 * apostrophe, as /export_recharge_order does; a plain number (a refund makes a total negative) is a
 * number, not a formula, and stays as it is.
 */
export function csvField(value: string): string {
  const safe = !PLAIN_NUMBER.test(value) && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const HEADER = [
  'Day (UTC+8)',
  'Instance',
  'Instance ID',
  'Kind',
  'GPU model',
  'GPUs',
  'Billing mode',
  'Sub-account',
  'Prepaid (CNY)',
  'Pay-as-you-go (CNY)',
  'Pay-as-you-go hours',
  'Refunded (CNY)',
  'Total (CNY)',
  'From vouchers (CNY)',
  'From balance (CNY)',
];

/** Cost rows as CSV (UTF-8 with BOM so spreadsheet programs read it right). */
export function costCsv(rows: readonly CostDayRow[]): string {
  const lines = rows.map((row) => {
    const [prepaid, payg, refunded] = [Number(row.prepaid), Number(row.payg), Number(row.refunded)];
    return [
      row.day,
      row.name,
      String(row.instance_id),
      row.kind,
      row.gpu_model,
      String(row.gpu_count),
      row.billing_mode,
      row.sub_account_name ?? '',
      formatFen(prepaid),
      formatFen(payg),
      String(hoursOfMinutes(Number(row.minutes))),
      formatFen(refunded),
      formatFen(addFen(prepaid, payg, -refunded)),
      formatFen(Number(row.vouchers)),
      formatFen(Number(row.balance)),
    ]
      .map(csvField)
      .join(',');
  });
  return `\uFEFF${[HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}
