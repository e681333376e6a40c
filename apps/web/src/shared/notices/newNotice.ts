import { StorageKey } from '@gpucloud/contracts';

/**
 * SPEC §4: a notice is new while the latest notice's Id differs from the one kept under NOTICE.
 * Nothing is new before the latest notice is known, or when there are no notices at all.
 */
export function hasNewNotice(latestId: number | undefined, seenId: string | null): boolean {
  return latestId !== undefined && String(latestId) !== seenId;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** The Id of the latest notice this browser has seen, as stored (a string), or null. */
export function readSeenNoticeId(): string | null {
  try {
    return localStorage.getItem(StorageKey.NOTICE);
  } catch {
    return null;
  }
}

/** Remembers `id` as seen and tells every mounted indicator. */
export function markNoticeSeen(id: number): void {
  if (readSeenNoticeId() === String(id)) return;
  try {
    localStorage.setItem(StorageKey.NOTICE, String(id));
  } catch {
    // Storage can be disabled; the indicator then stays on, which is the honest answer.
  }
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: this tab's writes and other tabs' (the storage event). */
export function subscribeSeenNotice(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === StorageKey.NOTICE) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
