import { HIDDEN_TAB_RELOAD_MS } from '@gpucloud/contracts';
import type { AppStore } from '../../shared/appStore';

interface VisibilityDeps {
  store: AppStore;
  doc?: Pick<Document, 'hidden' | 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
  reload?: () => void;
}

/** SPEC §4: a tab shown again after at least HIDDEN_TAB_RELOAD_MS hidden reloads, so it shows fresh data. */
export function shouldReloadOnShow(hiddenSince: number | null, now: number): boolean {
  return hiddenSince !== null && now - hiddenSince >= HIDDEN_TAB_RELOAD_MS;
}

/**
 * Keeps the app store's `pageHidden` (since when) and `isPageHidden` flags in step with the tab
 * and reloads a tab that comes back after a long absence. Returns the unsubscribe function.
 */
export function watchPageVisibility({
  store,
  doc = document,
  now = Date.now,
  reload = () => window.location.reload(),
}: VisibilityDeps): () => void {
  const sync = () => {
    if (doc.hidden) {
      if (!store.get().isPageHidden) store.set({ isPageHidden: true, pageHidden: now() });
      return;
    }
    const hiddenSince = store.get().pageHidden;
    store.set({ isPageHidden: false, pageHidden: null });
    if (shouldReloadOnShow(hiddenSince, now())) reload();
  };
  sync();
  doc.addEventListener('visibilitychange', sync);
  return () => doc.removeEventListener('visibilitychange', sync);
}
