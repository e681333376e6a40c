import { formatFen, parseYuanInput } from '@gpucloud/domain';
import { HOUR_MS } from '../../../core/clock';

/**
 * Alipay's two kinds of value that need care: amounts, written in yuan with at most two decimals
 * ("12.30"), and times, written `yyyy-MM-dd HH:mm:ss` in China time (UTC+8, no summer time) whatever
 * the server's own time zone.
 */

const CHINA_OFFSET_MS = 8 * HOUR_MS;
const CHINA_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const YUAN = /^\d{1,9}(?:\.\d{1,2})?$/;

/** Fen as Alipay's `Price`: yuan with exactly two decimals, computed on integers (no float). */
export function yuanText(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen <= 0)
    throw new RangeError(`an Alipay amount must be positive fen, got ${fen}`);
  return formatFen(fen);
}

/** An amount Alipay wrote ("12.3", "12.30", "12") as exact fen; null when it is not one. */
export function fenOfYuanText(text: unknown): number | null {
  if (typeof text !== 'string' || !YUAN.test(text)) return null;
  return parseYuanInput(text);
}

/** A moment as Alipay writes it: China time to the second (milliseconds are dropped). */
export function chinaTime(date: Date): string {
  return new Date(date.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** A China time Alipay wrote, as the moment it names; null when it is not a real one. */
export function parseChinaTime(text: unknown): Date | null {
  if (typeof text !== 'string') return null;
  const parts = CHINA_TIME.exec(text);
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second) - CHINA_OFFSET_MS);
  // Date.UTC rolls 02-30 over into March: a time that does not come back unchanged is not real.
  return chinaTime(date) === text ? date : null;
}
