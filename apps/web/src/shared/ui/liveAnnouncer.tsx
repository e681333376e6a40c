import { useSyncExternalStore } from 'react';

/** How urgently a screen reader should read a text: after what it is reading, or at once. */
export type Politeness = 'polite' | 'assertive';

type Spoken = Record<Politeness, string>;

/** How long an announced text stays in the region: long enough to be read, gone before it is browsed. */
const CLEAR_AFTER_MS = 7_000;

let spoken: Spoken = { polite: '', assertive: '' };
let count = 0;
const listeners = new Set<() => void>();
const clearTimers: Partial<Record<Politeness, ReturnType<typeof setTimeout>>> = {};

function publish(next: Spoken): void {
  spoken = next;
  for (const listener of listeners) listener();
}

/**
 * Has screen readers read `text` (WCAG 4.1.3): toasts and results that arrive without a page
 * change. The regions stay in the page from the start, since a live region inserted together
 * with its text is not read by every screen reader; the same text twice in a row is read twice
 * (every other one ends with a no-break space, so the region's text changes).
 */
export function announce(text: string, politeness: Politeness = 'polite'): void {
  count += 1;
  publish({ ...spoken, [politeness]: count % 2 ? text : `${text}\u00a0` });
  clearTimeout(clearTimers[politeness]);
  clearTimers[politeness] = setTimeout(() => publish({ ...spoken, [politeness]: '' }), CLEAR_AFTER_MS);
}

/** What the regions say now. */
export function announced(): Spoken {
  return spoken;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: Spoken = { polite: '', assertive: '' };

/** The two live regions, visually hidden, mounted once for the whole app (AppProviders). */
export function LiveAnnouncer() {
  const texts = useSyncExternalStore(subscribe, announced, () => EMPTY);
  return (
    <>
      <div className="sr-only" aria-live="polite" aria-atomic="true">
        {texts.polite}
      </div>
      <div className="sr-only" aria-live="assertive" aria-atomic="true">
        {texts.assertive}
      </div>
    </>
  );
}
