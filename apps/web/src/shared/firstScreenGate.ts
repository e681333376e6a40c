/**
 * While the server's first screen waits to be hydrated (main.tsx), the app's first render must
 * show what was painted: the data the paint was made without must not be in the cache yet. The
 * answers of queries started before that render (the route loaders' prefetches, the guard's
 * bells) are held until the painted page is hydrated, then delivered. A query marked
 * `beforeFirstRender` is never held: the router waits for it before the first render (user info
 * for pages that need it).
 *
 * Hydrated means: the root's first commit, and every painted Suspense boundary of
 * FirstScreenSuspense (React hydrates those after the root's commit, at a lower priority), each of
 * which paints a `<template>` marker to be counted by. A navigation before that opens the gate too.
 */
export const FIRST_SCREEN_BOUNDARY_ATTRIBUTE = 'data-first-screen-boundary';

const root = import.meta.env.SSR || typeof document === 'undefined' ? null : document.getElementById('root');
const painted = !!root?.hasChildNodes();

let open = !painted;
let rootCommitted = false;
let boundariesLeft = root?.querySelectorAll(`template[${FIRST_SCREEN_BOUNDARY_ATTRIBUTE}]`).length ?? 0;
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

/** Held answers go to the cache: the first screen is hydrated, or left. */
export function openFirstScreenGate(): void {
  open = true;
  release();
}

/** The app's first commit happened (hydrated or rendered anew). */
export function firstScreenRootCommitted(): void {
  rootCommitted = true;
  if (boundariesLeft <= 0) openFirstScreenGate();
}

/** A FirstScreenSuspense boundary committed its content for the first time. */
export function firstScreenBoundaryCommitted(): void {
  boundariesLeft -= 1;
  if (rootCommitted && boundariesLeft <= 0) openFirstScreenGate();
}

/** An answer, delivered once the first screen is hydrated. */
export async function afterFirstScreen<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } finally {
    await opened;
  }
}
