/**
 * The channel on which the database announces, at commit, every change to what the hot reads answer
 * (triggers of migration 0015_change_announcements). A rollback announces nothing.
 */
export const CHANGES_CHANNEL = 'gpucloud_changes';

/** What changed: some main accounts (with everything they own), every account, or the store's catalogue. */
export type ChangeAnnouncement =
  | { kind: 'accounts'; userIds: number[] }
  | { kind: 'all-accounts' }
  | { kind: 'store' };

const ACCOUNTS_PREFIX = 'u:';

/** Null for anything the triggers do not send: a stray NOTIFY must not break the listener. */
export function decodeChangeAnnouncement(payload: string | undefined): ChangeAnnouncement | null {
  if (payload === 's') return { kind: 'store' };
  if (!payload?.startsWith(ACCOUNTS_PREFIX)) return null;
  const list = payload.slice(ACCOUNTS_PREFIX.length);
  if (list === '*') return { kind: 'all-accounts' };
  const userIds = list.split(',').map(Number);
  return userIds.length > 0 && userIds.every((id) => Number.isSafeInteger(id) && id > 0)
    ? { kind: 'accounts', userIds }
    : null;
}
