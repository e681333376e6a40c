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

/**
 * Every date the product shows is China time (UTC+8, no daylight saving), whatever the reader's own
 * time zone: the server cuts billing days, months and invoices in China time, so a charge shown in
 * the browser's zone could sit on another day than the same charge in a cost report (issue 38).
 * Pages say so with `shell.timeZone`.
 */
export const DISPLAY_TIME_ZONE = 'Asia/Shanghai';
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The China wall-clock fields of an instant, read from a shifted UTC date. */
function chinaFields(date: Date) {
  const shifted = new Date(date.getTime() + CHINA_OFFSET_MS);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    day: `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    minute: `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`,
  };
}

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A server time (ISO 8601) in China time as "2025-01-31 08:05"; odd input is shown as is. */
export function formatDateTime(iso: string): string {
  const date = parse(iso);
  if (!date) return iso;
  const { day, minute } = chinaFields(date);
  return `${day} ${minute}`;
}

/** A server time (ISO 8601) as its China day, "2025-01-31"; odd input is shown as is. */
export function formatDate(iso: string): string {
  const date = parse(iso);
  return date ? chinaFields(date).day : iso;
}

/** A publication day as YYYY-MM-DD in China time, the same in every language; '' when unreadable. */
export function publishedDay(iso: string): string {
  const day = formatDate(iso);
  return day === iso ? '' : day;
}

/** An instant as a datetime-local input's text in China time ("2026-05-01T09:30"), for forms. */
export function chinaInputOf(date: Date): string {
  const { day, minute } = chinaFields(date);
  return `${day}T${minute}`;
}

/** A datetime-local input's text, read as China time, in epoch seconds; null if unreadable. */
export function epochSecondsOfChinaInput(text: string | undefined): number | null {
  const match = text?.match(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part) => Number(part ?? 0)) as number[];
  const ms = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second) - CHINA_OFFSET_MS;
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}
