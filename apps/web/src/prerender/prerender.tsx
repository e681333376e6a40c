import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import { type LanguageCode, setLanguage } from '../shared/i18n';
import { paintSignedIn } from '../shared/session';

export { routes };

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
  await setLanguage(language);
  paintSignedIn(signedIn);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
