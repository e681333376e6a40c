import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';
import { redirectIndex } from '../../shared/routing/redirectIndex';

const dashboardHandle: RouteHandle = { title: 'salesDashboard', menuKey: 'salesDashboard' };

/** /console/salesPartner/* (SPEC §2); the income page is billing's route, this feature's page. */
export const partnersConsoleRoutes: RouteObject[] = [
  {
    path: 'salesPartner',
    children: [
      redirectIndex('/console/salesPartner/salesDashboard'),
      {
        path: 'salesDashboard',
        handle: dashboardHandle,
        lazy: async () => ({ Component: (await import('./pages/SalesDashboardPage')).SalesDashboardPage }),
      },
    ],
  },
];
