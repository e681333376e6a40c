import { formatDate } from '../format';

/** A notice's publication day as YYYY-MM-DD in China time, the same in every language; '' when unreadable. */
export function formatNoticeDate(iso: string): string {
  const day = formatDate(iso);
  return day === iso ? '' : day;
}
