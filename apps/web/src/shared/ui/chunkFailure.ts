/**
 * Whether an error is a part of the app's code that failed to load: a lazy route or component whose
 * chunk (or its stylesheet) did not arrive. Chromium, Firefox and Safari word it differently.
 */
export function isChunkLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|importing a module script failed|unable to preload css/i.test(
    error.message,
  );
}

/** The reload this rule answered last, kept for the tab's session. */
const RELOADED_AT_KEY = 'chunkReloadAt';
/** A second failure within this long of a reload is shown, not reloaded again (no loop). */
export const RELOAD_AT_MOST_EVERY_MS = 60_000;

/**
 * Once a chunk has failed, the browser refuses that address for the rest of the page's life (the module
 * map keeps the failure), so only loading the page again can fetch it: after a network change or a
 * deploy that replaced the chunks, reloading at once is what the person would do. Answers whether it
 * reloads; a second failure soon after a reload is left to the page, with its Retry button.
 */
export function reloadAfterChunkFailure(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now: number = Date.now(),
): boolean {
  const last = Number(storage.getItem(RELOADED_AT_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_AT_MOST_EVERY_MS) return false;
  storage.setItem(RELOADED_AT_KEY, String(now));
  reload();
  return true;
}
