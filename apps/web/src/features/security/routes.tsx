import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';

/** /console/safe: the account's password, phones, notices and WeChat (SPEC §2). */
export const securityConsoleRoutes: RouteObject[] = [
  {
    path: 'safe',
    handle: { title: 'safe', menuKey: 'safe' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/SafePage')).SafePage }),
  },
];
