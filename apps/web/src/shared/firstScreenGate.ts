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

export interface FirstScreenGate {
  /** Whether answers are still held for the first screen's hydration. */
  holding(): boolean;
  /** Held answers go to the cache: the first screen is hydrated, or left. */
  open(): void;
  /** The app's first commit happened (hydrated or rendered anew). */
  rootCommitted(): void;
  /** A FirstScreenSuspense boundary committed its content for the first time. */
  boundaryCommitted(): void;
  /** An answer, delivered once the first screen is hydrated. */
  after<T>(answer: Promise<T>): Promise<T>;
}

/** A gate for a page with or without a painted first screen, and its painted boundaries' count. */
export function createFirstScreenGate(painted: boolean, boundaries: number): FirstScreenGate {
  let open = !painted;
  let rootCommitted = false;
  let boundariesLeft = boundaries;
  let release: () => void = () => undefined;
  const opened = open
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        release = resolve;
      });
  const gate: FirstScreenGate = {
    holding: () => !open,
    open() {
      open = true;
      release();
    },
    rootCommitted() {
      rootCommitted = true;
      if (boundariesLeft <= 0) gate.open();
    },
    boundaryCommitted() {
      boundariesLeft -= 1;
      if (rootCommitted && boundariesLeft <= 0) gate.open();
    },
    async after(answer) {
      try {
        return await answer;
      } finally {
        await opened;
      }
    },
  };
  return gate;
}

const root = import.meta.env.SSR || typeof document === 'undefined' ? null : document.getElementById('root');
const gate = createFirstScreenGate(
  !!root?.hasChildNodes(),
  root?.querySelectorAll(`template[${FIRST_SCREEN_BOUNDARY_ATTRIBUTE}]`).length ?? 0,
);

export const holdingForFirstScreen = gate.holding;
export const openFirstScreenGate = gate.open;
export const firstScreenRootCommitted = gate.rootCommitted;
export const firstScreenBoundaryCommitted = gate.boundaryCommitted;
export const afterFirstScreen = gate.after;
