import type { FirstScreenSeed } from '@gpucloud/contracts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { routes as siteRoutes } from '../app/routes';
import { opsRoutes } from '../ops/routes';
import { type LanguageCode, setLanguage } from '../shared/i18n';
import { queryClient } from '../shared/queryClient';
import { paintSignedIn } from '../shared/session';
import { firstScreenOf } from './firstScreen';

export { type AskApi, seedsFor } from './seeds';

/** Every route: the site's, and the operator console's that the browser's router adds on its first visit. */
export const routes = [...siteRoutes, ...opsRoutes];

/**
 * The first screen of a page as it shows before any data arrives, in one language: a public page as
 * a first-time visitor sees it, a console page (signedIn) as its frame with the page loading. The
 * same tree main.tsx renders, which replaces it once the page's code and data are there. Null when
 * the page answers with a redirect.
 */
export async function prerender(
  url: string,
  language: LanguageCode,
  { signedIn }: { signedIn: boolean },
): Promise<string | null> {
  return one(() => render(url, language, signedIn, []));
}

/** A console page painted for one account: its shape for the page answer (server: core/http/spa.ts). */
export interface PaintedPage {
  title: string;
  html: string;
  css: string;
}

/**
 * A page painted per request with its query answers (seedsFor): a console page with the signed-in
 * account's, a public one with answers anybody gets, its top bar as the visitor's session hint says.
 * The cache holds exactly these answers while the tree renders, so the page shows what the app's
 * first render will show from the same answers (main.tsx seeds its cache with them). Null on a redirect.
 */
export async function paintWithData(
  url: string,
  language: LanguageCode,
  seeds: readonly FirstScreenSeed[],
  { signedIn }: { signedIn: boolean } = { signedIn: true },
): Promise<PaintedPage | null> {
  const rendered = await one(() => render(url, language, signedIn, seeds));
  if (rendered === null) return null;
  const { title, html, css } = firstScreenOf(rendered, []);
  return { title, html, css };
}

// The language, the signed-in flag and the query cache are the module's own: one render at a time.
let queue: Promise<unknown> = Promise.resolve();
function one<T>(task: () => Promise<T>): Promise<T> {
  const result = queue.then(task, task);
  queue = result.catch(() => undefined);
  return result;
}

async function render(
  url: string,
  language: LanguageCode,
  signedIn: boolean,
  seeds: readonly FirstScreenSeed[],
): Promise<string | null> {
  await setLanguage(language);
  paintSignedIn(signedIn);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  for (const seed of seeds) queryClient.setQueryData(seed.key, seed.data);
  try {
    return renderToString(
      <StrictMode>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
  } finally {
    // Nothing of one account stays for the next render.
    queryClient.clear();
  }
}
