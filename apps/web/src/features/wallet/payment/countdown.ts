import { QR_VALID_MS } from '@gpucloud/contracts';

/** Time left on a QR code: never negative, never more than its 5-minute validity (SPEC §9). */
export function qrRemainingMs(expiresAt: number | null, now: number): number {
  if (expiresAt === null) return QR_VALID_MS;
  return Math.min(QR_VALID_MS, Math.max(0, expiresAt - now));
}

/** "4:05" for 245 s; seconds round up so the clock reads 0:00 only when time is really up. */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
