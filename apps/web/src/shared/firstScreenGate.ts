/**
 * While the server's first screen waits to be hydrated (main.tsx), the app's first render must
 * show what was painted: the data the paint was made without must not be in the cache yet. The
 * answers of queries started before that render (the route loaders' prefetches, the guard's
 * bells) are held until the first commit, then delivered. A query marked `beforeFirstRender` is
 * never held: the router waits for it before the first render (user info for pages that need it).
 */
const painted =
  !import.meta.env.SSR && typeof document !== 'undefined' && !!document.getElementById('root')?.hasChildNodes();

let open = !painted;
let release: () => void = () => undefined;
const opened = open
  ? Promise.resolve()
  : new Promise<void>((resolve) => {
      release = resolve;
    });

/** Whether answers are still held for the first screen's hydration. */
export function holdingForFirstScreen(): boolean {
  return !open;
}

/** The app's first commit happened (hydrated or rendered anew): held answers go to the cache. */
export function openFirstScreenGate(): void {
  open = true;
  release();
}

/** An answer, delivered once the first screen's first commit has happened. */
export async function afterFirstScreen<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } finally {
    await opened;
  }
}
