import { randomInt } from 'node:crypto';

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * Prefix (T top-up, P purchase, R top-up refund) + UTC time to the second + 12 random letters and
 * digits: unique, sortable, safe in a URL, and within what both gateways accept in out_trade_no and
 * out_refund_no (Alipay takes letters, digits and underscores only; WeChat Pay also `-|*`).
 */
export function newOrderNo(prefix: 'T' | 'P' | 'R', now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  let random = '';
  for (let i = 0; i < 12; i += 1) random += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return `${prefix}${stamp}${random}`;
}
