import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountConsoleRoutes } from '../features/account/routes';
// The modules the loaders import on demand, loaded up front so that a loader's plan runs within a
// few turns of the event loop (see `settle` in shared/routing/prefetchTesting).
import '../shared/queries/instances';
import { storeKeys } from '../features/store/hooks';
import { storeRoutes } from '../features/store/routes';
import '../features/wallet/hooks';
import '../shared/queries/wallet';
import { walletConsoleRoutes } from '../features/wallet/routes';
import '../features/workOrders/hooks';
import { queryClient } from '../shared/queryClient';
import { MAIN_ACCOUNT, navigate, setup } from '../shared/routing/prefetchTesting';
import { createGuardLoader } from './guard/guardLoader';

const SUB_ACCOUNT = { ...MAIN_ACCOUNT, SubAccount: { Name: 'ops', MoneyLimit: 0, MoneyCanUse: 0 } };

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
