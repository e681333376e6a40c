// First: the page enters the server's strict CSP before anything makes a style or parses.
import './app/strictCsp';
import './app/fonts.css';
// antd's component styles for our theme, made at build time (scripts/antd-css.ts); ours come after.
import './app/antd.generated.css';
import './app/global.css';
import { isLoggedInArea } from '@gpucloud/contracts';
import { type ErrorInfo, type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { holdAnswers } from './api/transport';
import { AppProviders } from './app/AppProviders';
// Before the router: its first navigation finds a painted page's query answers in the cache.
import { paintedWithData } from './app/firstScreenData';
import { restorePaintedStyles } from './app/firstScreenStyles';
import { watchHydration } from './app/hydrationDone';
import { createAppRouter } from './app/router';
import { i18nReady } from './shared/i18n';
import { syncSessionHint } from './shared/session';
import { isChunkLoadFailure } from './shared/ui/chunkFailure';

// The server paints the next answer's first screen by this cookie: a session stored before it existed gets it.
syncSessionHint();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/** The live page has taken over the server's inert first screen (if any): it takes input from now on. */
function FirstScreenTakenOver({ root, onCommit, children }: TakenOverProps) {
  useLayoutEffect(() => {
    root.removeAttribute('inert');
    onCommit();
  }, [root, onCommit]);
  return children;
}

interface TakenOverProps {
  root: HTMLElement;
  onCommit: () => void;
  children: ReactNode;
}

/**
 * An error an error boundary caught. A chunk that failed to load is handled where it was caught (the
 * part left out, or the route's error page, which reloads): a warning. Anything else is a bug.
 */
function onCaughtError(error: unknown, info: ErrorInfo): void {
  if (isChunkLoadFailure(error)) console.warn('a part of the app failed to load', error);
  else console.error(error, info.componentStack);
}

/** What hydration reports when the first render differed from the paint (e2e/first-paint.spec.ts reads it). */
const HYDRATION_MISMATCH = 'first screen: hydration fell back to a client render';

/**
 * The first render is a transition: React renders it in slices that yield to the browser every few
 * milliseconds instead of one long task, so input stays responsive while the app starts (TBT).
 * Over a painted first screen that render hydrates it: React adopts the painted DOM (the LCP
 * element stays the one painted) instead of making every node again.
 */
function render(root: HTMLElement, router: AppRouter, hydrate: boolean, onCommit: () => void): void {
  const app = (
    <StrictMode>
      <FirstScreenTakenOver root={root} onCommit={onCommit}>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </FirstScreenTakenOver>
    </StrictMode>
  );
  startTransition(() => {
    if (!hydrate) {
      createRoot(root, { onCaughtError }).render(app);
      return;
    }
    restorePaintedStyles(root);
    hydrateRoot(root, app, {
      onCaughtError,
      onRecoverableError: (error) => console.warn(HYDRATION_MISMATCH, error),
    });
  });
}

/**
 * The server may have painted the page's first screen into #root already (scripts/prerender.ts):
 * React's first commit replaces it, so that commit must be the page itself, not the spinner shown
 * while the route's code loads. Without a first screen the spinner may show at once.
 */
function routeReady(router: AppRouter): Promise<void> {
  if (!container?.hasChildNodes() || router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

type AppRouter = ReturnType<typeof createAppRouter>;

/** The next task: what follows runs after the browser had a turn (input, a frame), not in this one. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Whether the app's first render is the server's paint, so that it can hydrate it: a painted public
 * page, or a console page painted with the account's answers (a console frame painted without them
 * is followed by a render with the guard's user info, and the login screen painted for a console URL
 * by a redirect). The render must also land where the paint was made (no redirect meanwhile).
 */
const painted = container.hasChildNodes() && (paintedWithData || !isLoggedInArea(window.location.pathname));
const paintedAt = window.location.pathname + window.location.search;

// Until the paint is hydrated (every Suspense boundary in it too), answers wait: the first render
// sees the cache the server painted with.
let taken = () => {};
if (painted) holdAnswers(new Promise<void>((resolve) => (taken = resolve)));

// The app's code is evaluated in this task; the router (its first navigation: loaders, requests,
// route chunks) is made in the next, so neither task blocks the page for long (issue 43, TBT).
// A Chinese visitor's texts arrive with the route chunks, so the first paint is already in Chinese.
// (No top-level await: it would make the bundler split the entry into many more chunks.)
void nextTask().then(() => {
  const router = createAppRouter();
  return Promise.all([i18nReady, routeReady(router)]).then(() => {
    const { pathname, search } = router.state.location;
    const hydrate = painted && pathname + search === paintedAt;
    if (!hydrate) taken();
    render(container, router, hydrate, hydrate ? watchHydration(container, taken) : taken);
  });
});
