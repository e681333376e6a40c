import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import { type LanguageCode, setLanguage } from '../shared/i18n';

export { routes };

/**
 * The first screen of a public page as a first-time visitor sees it before any data arrives, in
 * one language: the same tree main.tsx renders, so the browser's first render replaces it with
 * identical markup. Null when the page answers with a redirect.
 */
export async function prerender(url: string, language: LanguageCode): Promise<string | null> {
  await setLanguage(language);
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
