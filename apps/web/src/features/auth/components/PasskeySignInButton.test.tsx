import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { PasskeySignInButton } from './PasskeySignInButton';

// The server's render: no WebAuthn there (the real check would say so in this runtime too).
vi.mock('../../../shared/passkeys/support', () => ({
  passkeysSupported: () => false,
  isCeremonyCancelled: () => false,
}));

async function serverPaint(): Promise<string> {
  const routes = [{ path: '/login', Component: PasskeySignInButton }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/login'));
  if (context instanceof Response) throw new Error('the login route answered a redirect');
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />
    </QueryClientProvider>,
  );
}

describe("the login page's passkey button", () => {
  it("is in the server's paint, which cannot know the browser, so the form below keeps its place", async () => {
    await i18n.changeLanguage('en-US');
    expect(await serverPaint()).toContain('Sign in with a passkey');
  });
});
