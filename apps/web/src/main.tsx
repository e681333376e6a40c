// First: the page enters the server's strict CSP before anything makes a style or parses.
import './app/strictCsp';
import './app/fonts.css';
// antd's component styles for our theme, made at build time (scripts/antd-css.ts); ours come after.
import './app/antd.generated.css';
import './app/global.css';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
// Before the router: its first navigation finds a painted page's query answers in the cache.
import './app/firstScreenData';
import { adoptFirstScreenStyles } from './app/firstScreenStyles';
import { router } from './app/router';
import { firstScreenRootCommitted, openFirstScreenGate } from './shared/firstScreenGate';
import { i18nReady } from './shared/i18n';
import { syncSessionHint } from './shared/session';

// The server paints the next answer's first screen by this cookie: a session stored before it existed gets it.
syncSessionHint();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// What the server painted into #root (scripts/prerender.ts, core/http/spa.ts), if anything.
const painted = container.hasChildNodes();

/**
 * The live page has taken over the server's inert first screen (if any): it takes input from now
 * on, and the first screen's style rules give way to the elements' own styles. The query answers
 * held for the first screen reach the cache once its Suspense boundaries are hydrated too
 * (shared/firstScreenGate.ts).
 */
function FirstScreenTakenOver({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => {
    if (painted) {
      adoptFirstScreenStyles(root);
      root.dataset.firstScreen ??= 'hydrated';
    }
    root.removeAttribute('inert');
    firstScreenRootCommitted();
  }, [root]);
  return children;
}

// A navigation away from the first screen before it was hydrated: nothing waits for its answers.
const firstLocation = router.state.location;
const stopWatching = router.subscribe((state) => {
  if (state.location === firstLocation) return;
  stopWatching();
  openFirstScreenGate();
});

/**
 * A first render that did not match the painted HTML: React renders the page anew and replaces
 * the painted DOM, as a page without a first screen would. Expected now and then (a query answer
 * that arrived early), so no error in the console; the root says what happened (e2e reads it).
 */
function paintReplaced(error: unknown): void {
  if (container) container.dataset.firstScreen = 'replaced';
  if (import.meta.env.DEV) console.warn('first screen replaced instead of hydrated', error);
}

// The first render is a transition: React renders it in slices that yield to the browser every few
// milliseconds instead of one long task, so input stays responsive while the app starts (TBT). A
// painted first screen is hydrated: React adopts the painted DOM instead of building it again.
function render(root: HTMLElement): void {
  const app = (
    <StrictMode>
      <FirstScreenTakenOver root={root}>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </FirstScreenTakenOver>
    </StrictMode>
  );
  startTransition(() => {
    if (painted) hydrateRoot(root, app, { onRecoverableError: paintReplaced });
    else createRoot(root).render(app);
  });
}

/**
 * The server may have painted the page's first screen into #root already (scripts/prerender.ts):
 * React's first render hydrates it, so that render must be the page itself, not the spinner shown
 * while the route's code loads. Without a first screen the spinner may show at once.
 */
function routeReady(): Promise<void> {
  if (!painted || router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// A Chinese visitor's texts arrive with the route chunks, so the first paint is already in Chinese.
// (No top-level await: it would make the bundler split the entry into many more chunks.)
void Promise.all([i18nReady, routeReady()]).then(() => render(container));
