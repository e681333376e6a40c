import { formatFen, formatYuan, yuanToFen } from '@gpucloud/domain';

/** Yuan from the API as people read it: "¥1,234.50" (two decimals, half-up, SPEC §9). */
export function formatMoney(yuan: number): string {
  const fen = yuanToFen(yuan);
  return `${fen < 0 ? '-' : ''}¥${formatFen(Math.abs(fen), { grouped: true })}`;
}

/** Unit price with two decimals and no currency sign, for templates that add their own. */
export function formatPrice(yuan: number): string {
  return formatYuan(yuan);
}
