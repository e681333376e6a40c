import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';

const dashboardHandle: RouteHandle = { title: 'dashboard', menuKey: 'dashboard' };

/** Children of /console owned by the account feature. */
export const accountConsoleRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    handle: dashboardHandle,
    lazy: async () => ({ Component: (await import('./pages/DashboardPage')).DashboardPage }),
  },
  {
    path: 'accountInfo',
    handle: { title: 'accountInfo', menuKey: 'accountInfo' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/AccountInfoPage')).AccountInfoPage }),
  },
  {
    path: 'safe',
    handle: { title: 'safe', menuKey: 'safe' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('../security/pages/SafePage')).SafePage }),
  },
  {
    path: 'subAccountInstance',
    handle: { title: 'subAccountInstance', menuKey: 'subAccountInstance' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./pages/SubAccountInstancePage')).SubAccountInstancePage,
    }),
  },
];
