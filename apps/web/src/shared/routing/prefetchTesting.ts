// Helpers of the route loaders' tests (app/prefetch.test.ts and the features' own): a stubbed
// browser and server that record what a loader asks for.
import type { LoaderFunction, RouteObject } from 'react-router';
import { vi } from 'vitest';
import { queryClient } from '../queryClient';

/** A demo account's user info as far as the plans read it. */
export const MAIN_ACCOUNT = { Name: 'Demo', Phone: '13800000001', SubAccount: null };

interface Sent {
  path: string;
  /** The query string of a GET, the form of a POST. */
  fields: URLSearchParams;
}

/** A POST's JSON or form body as fields. */
function bodyFields(body: BodyInit | null | undefined): URLSearchParams {
  if (typeof body !== 'string') return new URLSearchParams();
  if (!body.startsWith('{')) return new URLSearchParams(body);
  const json = JSON.parse(body) as Record<string, unknown>;
  return new URLSearchParams(Object.entries(json).map(([key, value]) => [key, String(value)]));
}

/** Answers every request with an empty success (user info with `userInfo`) and records what was asked. */
export function setup({
  session = true,
  userInfo = MAIN_ACCOUNT,
  refuse = [],
}: {
  session?: boolean;
  userInfo?: object;
  /** Paths answered with a refusal (status 1). */
  refuse?: string[];
} = {}) {
  const sent: Sent[] = [];
  const items = new Map<string, string>(
    session
      ? [
          ['token', 'tok'],
          ['sessionId', 'sid'],
        ]
      : [],
  );
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
  vi.stubGlobal('window', { location: { pathname: '/console/dashboard' } });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://gpucloud.test');
      sent.push({
        path: url.pathname,
        fields: init?.method === 'POST' ? bodyFields(init.body) : url.searchParams,
      });
      const data = url.pathname === '/api/get_user_info' ? userInfo : {};
      const envelope = refuse.includes(url.pathname)
        ? { status: 1, reason: 'refused', data: null }
        : { status: 0, reason: '', data };
      return new Response(JSON.stringify(envelope), { status: 200 });
    }),
  );
  // Vitest runs these modules as a server build; the loaders must act as in the browser.
  vi.stubEnv('SSR', false);
  queryClient.clear();
  return { sent, paths: () => sent.map((request) => request.path).sort() };
}

export function loaderOf(routes: RouteObject[], path: string): LoaderFunction {
  const loader = routes.find((route) => route.path === path)?.loader;
  if (typeof loader !== 'function') throw new Error(`${path} has no loader`);
  return loader;
}

/**
 * The requests leave after the loader has answered: turns of the event loop until nothing is in
 * flight and no new request went out in the last turn (never a clock).
 */
async function settle(sent: Sent[]): Promise<void> {
  let seen = -1;
  for (let turn = 0; turn < 100; turn += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    if (queryClient.isFetching() === 0 && sent.length === seen) return;
    seen = sent.length;
  }
  throw new Error('the prefetches did not settle');
}

export async function navigate(sent: Sent[], routes: RouteObject[], path: string, url: string) {
  const answer = await loaderOf(
    routes,
    path,
  )({
    request: new Request(url),
    url: new URL(url),
    pattern: `/${path}`,
    params: {},
    context: undefined,
  });
  await settle(sent);
  return answer;
}
