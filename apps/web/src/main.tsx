// First: the page enters the server's strict CSP before anything makes a style or parses.
import './app/strictCsp';
import './app/fonts.css';
// antd's component styles for our theme, made at build time (scripts/antd-css.ts); ours come after.
import './app/antd.generated.css';
import './app/global.css';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
// Before the router: its first navigation finds a painted page's query answers in the cache.
import './app/firstScreenData';
import { createAppRouter } from './app/router';
import { i18nReady } from './shared/i18n';
import { syncSessionHint } from './shared/session';

// The server paints the next answer's first screen by this cookie: a session stored before it existed gets it.
syncSessionHint();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/** The live page has replaced the server's inert first screen (if any): it takes input from now on. */
function FirstScreenTakenOver({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => root.removeAttribute('inert'), [root]);
  return children;
}

// The first render is a transition: React renders it in slices that yield to the browser every few
// milliseconds instead of one long task, so input stays responsive while the app starts (TBT).
function render(root: HTMLElement, router: AppRouter): void {
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <FirstScreenTakenOver root={root}>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </FirstScreenTakenOver>
      </StrictMode>,
    );
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

// The app's code is evaluated in this task; the router (its first navigation: loaders, requests,
// route chunks) is made in the next, so neither task blocks the page for long (issue 43, TBT).
// A Chinese visitor's texts arrive with the route chunks, so the first paint is already in Chinese.
// (No top-level await: it would make the bundler split the entry into many more chunks.)
void nextTask().then(() => {
  const router = createAppRouter();
  return Promise.all([i18nReady, routeReady(router)]).then(() => render(container, router));
});
