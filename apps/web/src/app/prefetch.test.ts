import type { LoaderFunction, RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountConsoleRoutes } from '../features/account/routes';
// The modules the loaders import on demand, loaded up front so that a loader's plan runs within a
// few turns of the event loop (see `settle`).
import '../features/instances/hooks';
import { storeKeys } from '../features/store/hooks';
import '../features/store/order/hooks';
import '../features/store/order/orderForm';
import { storeRoutes } from '../features/store/routes';
import '../features/wallet/hooks';
import { walletConsoleRoutes } from '../features/wallet/routes';
import '../features/workOrders/hooks';
import { queryClient } from '../shared/queryClient';
import { createGuardLoader } from './guard/guardLoader';

/** A demo account's user info as far as the plans read it. */
const MAIN_ACCOUNT = { Name: 'Demo', Phone: '13800000001', SubAccount: null };
const SUB_ACCOUNT = { ...MAIN_ACCOUNT, SubAccount: { Name: 'ops', MoneyLimit: 0, MoneyCanUse: 0 } };

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
function setup({
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

function loaderOf(routes: RouteObject[], path: string): LoaderFunction {
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

async function navigate(sent: Sent[], routes: RouteObject[], path: string, url: string) {
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

describe('route loaders ask for the first screen data beside the page code', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('/store: selectors, the offers of the URL filters, banners and the latest notices, without waiting', async () => {
    const { sent, paths } = setup({ session: false });
    const answer = await navigate(
      sent,
      storeRoutes,
      'store',
      'http://gpucloud.test/store?kind=kvm&sort=price_desc',
    );
    expect(answer).toBeNull();
    expect(paths()).toEqual([
      '/api/app/get_banner_and_notice',
      '/api/get_notice_by_page',
      '/api/gpu_selector_detail',
      '/api/store/get_store_selector_options',
    ]);
    const offers = sent.find((request) => request.path === '/api/gpu_selector_detail');
    expect(Object.fromEntries(offers?.fields ?? [])).toMatchObject({ kind: 'kvm', sort: 'price_desc' });
    // Under the key the store page reads, so the page finds the answer instead of asking again.
    expect(queryClient.getQueryData(storeKeys.offers({ kind: 'kvm', sort: 'price_desc' }))).toBeDefined();
  });

  it('/createInstance: the host of the URL, and nothing for an id that is not one', async () => {
    const first = setup({ session: false });
    await navigate(first.sent, storeRoutes, 'createInstance', 'http://gpucloud.test/createInstance?host=12');
    expect(first.sent.map((request) => [request.path, request.fields.get('host_id')])).toEqual([
      ['/api/store/get_instance_specifications', '12'],
    ]);

    const second = setup({ session: false });
    await navigate(
      second.sent,
      storeRoutes,
      'createInstance',
      'http://gpucloud.test/createInstance?host=abc',
    );
    expect(second.sent).toEqual([]);
  });

  it('/console/dashboard: after user info, the membership card and the instance list of the URL', async () => {
    const { sent, paths } = setup();
    await navigate(
      sent,
      accountConsoleRoutes,
      'dashboard',
      'http://gpucloud.test/console/dashboard?status=running',
    );
    expect(paths()).toEqual([
      '/api/get_container_by_token_with_page_v2',
      '/api/get_user_info',
      '/api/get_user_vip_info',
      '/api/gpu_priceinfo',
    ]);
    const list = sent.find((request) => request.path === '/api/get_container_by_token_with_page_v2');
    expect(Object.fromEntries(list?.fields ?? [])).toMatchObject({
      page: '1',
      page_size: '10',
      status: 'running',
    });
  });

  it('/console/recharge: the vouchers and membership of a main account; a sub-account asks for nothing more', async () => {
    const main = setup();
    await navigate(main.sent, walletConsoleRoutes, 'recharge', 'http://gpucloud.test/console/recharge');
    expect(main.paths()).toEqual([
      '/api/get_power_money_packs',
      '/api/get_user_info',
      '/api/get_user_vip_info',
      '/api/gpu_priceinfo',
    ]);

    const sub = setup({ userInfo: SUB_ACCOUNT });
    await navigate(sub.sent, walletConsoleRoutes, 'recharge', 'http://gpucloud.test/console/recharge');
    expect(sub.paths()).toEqual(['/api/get_user_info']);
  });

  it('asks for nothing of a console page without a session (the guard sends the visitor to log in)', async () => {
    const { sent } = setup({ session: false });
    await navigate(sent, accountConsoleRoutes, 'dashboard', 'http://gpucloud.test/console/dashboard');
    expect(sent).toEqual([]);
  });

  it("the guard: a session's top bar bells once user info has answered, messages only with a phone", async () => {
    const guard = createGuardLoader(() => []);
    const withPhone = setup();
    await navigate(withPhone.sent, [{ path: 'store', loader: guard }], 'store', 'http://gpucloud.test/store');
    expect(withPhone.paths()).toEqual(
      expect.arrayContaining(['/api/get_user_info', '/api/messages/get_list', '/api/notifications/get_list']),
    );

    const withoutPhone = setup({ userInfo: { ...MAIN_ACCOUNT, Phone: '' } });
    await navigate(
      withoutPhone.sent,
      [{ path: 'store', loader: guard }],
      'store',
      'http://gpucloud.test/store',
    );
    expect(withoutPhone.paths()).toContain('/api/notifications/get_list');
    expect(withoutPhone.paths()).not.toContain('/api/messages/get_list');
  });

  it('asks only for what the cache has never seen: a refused query is not asked again on the next visit', async () => {
    const { sent, paths } = setup({ session: false, refuse: ['/api/gpu_selector_detail'] });
    await navigate(sent, storeRoutes, 'store', 'http://gpucloud.test/store');
    expect(paths()).toHaveLength(4);
    await navigate(sent, storeRoutes, 'store', 'http://gpucloud.test/store');
    expect(paths()).toHaveLength(4);
    // Other filters are another query: asked for.
    await navigate(sent, storeRoutes, 'store', 'http://gpucloud.test/store?kind=kvm');
    expect(paths().filter((path) => path === '/api/gpu_selector_detail')).toHaveLength(2);
  });
});
