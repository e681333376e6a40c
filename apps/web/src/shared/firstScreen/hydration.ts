import type { FirstScreenMark } from '@gpucloud/contracts';
import { detectLanguage } from '../i18n/detect';
import { hasSession } from '../session';
import { readFirstScreenMark, rendersPaintedScreen } from './mark';

/**
 * While the app hydrates the server's first screen (main.tsx), which was painted before any data
 * arrived, what it renders must be that screen, so data must not arrive in the middle of it:
 * requests still leave at once, but their answers reach the app once the painted screen is
 * hydrated (the API clients wait on answersAfterFirstScreen), and the guard does not hold the first
 * navigation for user info (the console's frame shows while it loads, as painted).
 *
 * "Hydrated" is the app's first commit and, after it, each Suspense boundary of the painted markup:
 * React leaves those to hydrate after the first commit, so each holds a PaintedPartHydrated
 * (shared/firstScreen/PaintedPartHydrated.tsx) that reports when its part is live.
 *
 * Decided on first asking, by whoever asks first (the router's first loaders run as it is made,
 * before main.tsx's own code), from what the page already holds: `#root`'s mark, the URL, the
 * detected language and the stored session.
 */
type State =
  | { kind: 'undecided' }
  | {
      kind: 'hydrating';
      mark: FirstScreenMark;
      partsLeft: number;
      settled: Promise<void>;
      settle: () => void;
    }
  | { kind: 'done' };

let state: State = { kind: 'undecided' };

/** A part that has not reported this long after the first commit stops holding the answers back. */
const PART_PATIENCE_MS = 5_000;

/** The Suspense boundaries in painted markup: React writes each as a `<!--$-->` comment (`$?`, `$!` unfinished). */
export function countSuspenseBoundaries(root: Node): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  let count = 0;
  while (walker.nextNode()) if (/^\$[?!]?$/.test(walker.currentNode.nodeValue ?? '')) count += 1;
  return count;
}

function decide(): State {
  if (state.kind !== 'undecided') return state;
  const root = typeof document === 'undefined' ? null : document.getElementById('root');
  const mark = root ? readFirstScreenMark(root) : null;
  const view = {
    pathname: window.location.pathname,
    search: window.location.search,
    language: detectLanguage(),
    signedIn: hasSession(),
  };
  if (!root || !mark || !rendersPaintedScreen(mark, view)) {
    state = { kind: 'done' };
    return state;
  }
  let settle = () => {};
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  // The first commit, then every boundary.
  state = { kind: 'hydrating', mark, partsLeft: 1 + countSuspenseBoundaries(root), settled, settle };
  return state;
}

/** The painted first screen the app's first render is to hydrate, if any. */
export function firstScreenToHydrate(): FirstScreenMark | null {
  const now = decide();
  return now.kind === 'hydrating' ? now.mark : null;
}

/** Whether the app is still to hydrate the painted first screen. */
export function hydratingFirstScreen(): boolean {
  return decide().kind === 'hydrating';
}

/** What answers wait for before they reach the app: null when nothing is (left) to hydrate. */
export function answersAfterFirstScreen(): Promise<void> | null {
  const now = decide();
  return now.kind === 'hydrating' ? now.settled : null;
}

function finish(): void {
  const now = decide();
  if (now.kind === 'hydrating') now.settle();
  state = { kind: 'done' };
}

/** A painted Suspense boundary's content is live (PaintedPartHydrated). */
export function paintedPartHydrated(): void {
  const now = decide();
  if (now.kind !== 'hydrating') return;
  now.partsLeft -= 1;
  if (now.partsLeft <= 0) finish();
}

/**
 * The app's first commit is done: hydrated, or rendered afresh where the app would not render the
 * painted screen after all (then nothing is left to wait for).
 */
export function firstCommitDone(hydrated: boolean): void {
  if (!hydrated) {
    finish();
    return;
  }
  paintedPartHydrated();
  if (decide().kind !== 'hydrating') return;
  setTimeout(() => {
    if (decide().kind !== 'hydrating') return;
    console.warn(
      'first screen: a painted Suspense boundary without PaintedPartHydrated held answers until hydration gave up waiting',
    );
    finish();
  }, PART_PATIENCE_MS);
}
