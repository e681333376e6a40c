import type { AccessKeyRow } from '@gpucloud/contracts';

/** Until when the secret replaced by a rotation still works, or null once it no longer does. */
export function oldSecretValidUntil(
  row: Pick<AccessKeyRow, 'PreviousSecretValidUntil'>,
  now: number,
): string | null {
  const until = row.PreviousSecretValidUntil;
  if (!until) return null;
  const time = Date.parse(until);
  return Number.isNaN(time) || time <= now ? null : until;
}

/** What a row offers besides Delete: an expired key can neither be switched on nor given a new secret. */
export function rowActions(row: Pick<AccessKeyRow, 'State'>): {
  toggle: 'disable' | 'enable' | null;
  rotate: boolean;
} {
  if (row.State === 'expired') return { toggle: null, rotate: false };
  return { toggle: row.State === 'active' ? 'disable' : 'enable', rotate: true };
}

/** Whether the account already holds as many keys as it may. */
export function atKeyLimit(count: number, max: number): boolean {
  return count >= max;
}
