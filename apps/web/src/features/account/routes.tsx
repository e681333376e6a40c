import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';
import { accountPrefetchLoader } from '../../shared/routing/prefetch';

const dashboardHandle: RouteHandle = { title: 'dashboard', menuKey: 'dashboard' };

/** Children of /console owned by the account feature. */
export const accountConsoleRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    handle: dashboardHandle,
    // The membership card and the instance list (of the URL's filters) beside the page's code.
    loader: accountPrefetchLoader(
      () => Promise.all([import('../../shared/queries/wallet'), import('../../shared/queries/instances')]),
      (prefetch, [wallet, instances], info, url) => {
        prefetch(wallet.vipInfoQuery());
        prefetch(wallet.vipTableQuery(info.Phone));
        prefetch(instances.instanceListQuery(instances.instanceFiltersFromParams(url.searchParams)));
      },
    ),
    lazy: async () => ({ Component: (await import('./pages/DashboardPage')).DashboardPage }),
  },
  {
    path: 'accountInfo',
    handle: { title: 'accountInfo', menuKey: 'accountInfo' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/AccountInfoPage')).AccountInfoPage }),
  },
  {
    path: 'subAccountInstance',
    handle: { title: 'subAccountInstance', menuKey: 'subAccountInstance' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./pages/SubAccountInstancePage')).SubAccountInstancePage,
    }),
  },
];
