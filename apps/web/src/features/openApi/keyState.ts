import { ACCESS_KEY_STATES, type AccessKeyRow } from '@gpucloud/contracts';

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

/**
 * What a row offers besides Delete: an expired key can neither be switched on nor given a new
 * secret; a key the main account disabled is switched on only by the main account (the server
 * refuses the holder's enable), so its holder is not offered Enable.
 */
export function rowActions(row: Pick<AccessKeyRow, 'State' | 'DisabledByMainAccount'>): {
  toggle: 'disable' | 'enable' | null;
  rotate: boolean;
} {
  if (row.State === 'expired') return { toggle: null, rotate: false };
  if (row.DisabledByMainAccount) return { toggle: null, rotate: true };
  return { toggle: row.State === 'active' ? 'disable' : 'enable', rotate: true };
}

/** Every `states.*` text: the server's states, and a disabled key told apart by who disabled it. */
export const STATE_TEXTS = [
  ...ACCESS_KEY_STATES,
  'disabledByMainAccount',
  'disabledByYou',
  'disabledBySubAccount',
] as const;
export type StateText = (typeof STATE_TEXTS)[number];

/** The `states.*` text of a row: whose "disable" it is, for the key's holder or for its main account. */
export function stateText(
  row: Pick<AccessKeyRow, 'State' | 'DisabledByMainAccount'>,
  reader: 'holder' | 'mainAccount',
): StateText {
  if (row.State !== 'disabled') return row.State;
  if (reader === 'holder') return row.DisabledByMainAccount ? 'disabledByMainAccount' : 'disabled';
  return row.DisabledByMainAccount ? 'disabledByYou' : 'disabledBySubAccount';
}

/** Whether the account already holds as many keys as it may. */
export function atKeyLimit(count: number, max: number): boolean {
  return count >= max;
}
