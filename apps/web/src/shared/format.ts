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

/** A server time (ISO 8601) in the reader's time zone as "2025-01-31 08:05"; odd input is shown as is. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
