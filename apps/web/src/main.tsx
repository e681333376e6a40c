// First: the page enters the server's strict CSP before anything makes a style or parses.
import './app/strictCsp';
import './app/fonts.css';
// antd's component styles for our theme, made at build time (scripts/antd-css.ts); ours come after.
import './app/antd.generated.css';
import './app/global.css';
import { isLoggedInArea } from '@gpucloud/contracts';
import { holdAnswers } from './api/transport';
// Before the router: its first navigation finds a painted page's query answers in the cache.
import { paintedWithData } from './app/firstScreenData';
import { watchHydration } from './app/hydrationDone';
import { syncSessionHint } from './shared/session';
import { isChunkLoadFailure, reloadAfterChunkFailure } from './shared/ui/chunkFailure';

// The server paints the next answer's first screen by this cookie: a session stored before it existed gets it.
syncSessionHint();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

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

/** The next task: what follows runs after the browser had a turn (input, a frame), not in this one. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

type AppRouter = ReturnType<typeof import('./app/router')['createAppRouter']>;

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

/**
 * The app starts in steps, each a task of its own, so that no task blocks the page for long while a
 * phone takes the painted page over (issue 43, TBT): this module (the painted answers, the hold),
 * then the texts, then antd's core, then React's DOM renderer and the providers, then the site's
 * frame (layouts, the route's spinner and error page), then the route table, then the router (its
 * first navigation: loaders, requests, the route's chunks), then the first render, itself in slices.
 * The steps' chunks are asked for with the entry (scripts/page-assets.ts), so no step waits on the
 * network. A Chinese visitor's texts arrive with the route chunks, so the first paint is already in
 * Chinese. (No top-level await: it would make the bundler split the entry into many more chunks.)
 */
async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  const { i18nReady } = await import('./shared/i18n');
  await nextTask();
  await import('./app/boot/antdCore');
  await nextTask();
  const { renderApp } = await import('./app/boot/renderApp');
  await nextTask();
  const { createAppRouter } = await import('./app/router');
  await nextTask();
  const router = createAppRouter();
  await Promise.all([i18nReady, routeReady(router)]);
  await nextTask();
  const { pathname, search } = router.state.location;
  const hydrate = painted && pathname + search === paintedAt;
  if (!hydrate) taken();
  renderApp(root, router, hydrate, hydrate ? watchHydration(root, taken) : taken);
}

start(container).catch((error: unknown) => {
  // A step's chunk that did not arrive (the network changed, a deploy replaced the chunks): the
  // browser keeps refusing it for this page's life, so the page is loaded again, at most once a
  // minute (shared/ui/chunkFailure.ts); the painted page stays meanwhile.
  const reloading =
    isChunkLoadFailure(error) && reloadAfterChunkFailure(sessionStorage, () => window.location.reload());
  if (reloading) console.warn('a part of the app failed to load: loading the page again', error);
  else console.error('the app did not start', error);
});
