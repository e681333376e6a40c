import type { RouteObject } from 'react-router';

/** Children of /console owned by the account feature. */
export const accountRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: async () => ({ Component: (await import('./pages/DashboardPage')).DashboardPage }),
  },
];
