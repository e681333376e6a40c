// First: the page enters the server's strict CSP before anything makes a style or parses.
import './app/strictCsp';
import './app/fonts.css';
// antd's component styles for our theme, made at build time (scripts/antd-css.ts); ours come after.
import './app/antd.generated.css';
import './app/global.css';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect, useRef } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { restorePaintedStyles } from './app/firstScreen/paintedStyles';
import { router } from './app/router';
import { firstCommitDone, firstScreenToHydrate } from './shared/firstScreen/hydration';
import { rendersPaintedScreen } from './shared/firstScreen/mark';
import { currentLanguage, i18nReady } from './shared/i18n';
import { hasSession, syncSessionHint } from './shared/session';

// The server paints the next answer's first screen by this cookie: a session stored before it existed gets it.
syncSessionHint();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/** The live page has taken over the server's inert first screen (if any): it takes input from now on. */
function FirstScreenTakenOver({
  root,
  hydrated,
  children,
}: {
  root: HTMLElement;
  hydrated: boolean;
  children: ReactNode;
}) {
  const reported = useRef(false);
  useLayoutEffect(() => {
    root.removeAttribute('inert');
    // Once (StrictMode runs a mount's effects twice in development).
    if (reported.current) return;
    reported.current = true;
    firstCommitDone(hydrated);
  }, [root, hydrated]);
  return children;
}

const app = (root: HTMLElement, hydrated: boolean) => (
  <StrictMode>
    <FirstScreenTakenOver root={root} hydrated={hydrated}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </FirstScreenTakenOver>
  </StrictMode>
);

// The first render is a transition: React renders (or hydrates) it in slices that yield to the
// browser every few milliseconds instead of one long task, so input stays responsive while the app
// starts (TBT).
function render(root: HTMLElement, hydrate: boolean): void {
  if (hydrate) {
    restorePaintedStyles(root);
    startTransition(() => {
      hydrateRoot(root, app(root, true));
    });
    return;
  }
  const fresh = createRoot(root);
  startTransition(() => fresh.render(app(root, false)));
}

/**
 * The server may have painted the page's first screen into #root already (scripts/prerender.ts):
 * React's first commit hydrates it or replaces it, so that commit must be the page itself, not the
 * spinner shown while the route's code loads. Without a first screen the spinner may show at once.
 */
function routeReady(): Promise<void> {
  if (!container?.hasChildNodes() || router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Whether the first render is the painted screen after all, now that the route and the texts are
 * there: not where the guard redirected, nor where the Chinese texts failed to load (English then).
 */
function hydratesPaintedScreen(): boolean {
  const mark = firstScreenToHydrate();
  if (!mark) return false;
  const { pathname, search } = router.state.location;
  return rendersPaintedScreen(mark, {
    pathname,
    search,
    language: currentLanguage(),
    signedIn: hasSession(),
  });
}

// A Chinese visitor's texts arrive with the route chunks, so the first paint is already in Chinese.
// (No top-level await: it would make the bundler split the entry into many more chunks.)
void Promise.all([i18nReady, routeReady()]).then(() => render(container, hydratesPaintedScreen()));
