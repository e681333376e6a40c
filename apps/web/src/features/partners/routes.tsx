import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';
import { redirectIndex } from '../../shared/routing/redirectIndex';

const dashboardHandle: RouteHandle = { title: 'salesDashboard', menuKey: 'salesDashboard' };
const withdrawHandle: RouteHandle = { title: 'withdrawRecords', menuKey: 'withdrawRecords' };
const incomeHandle: RouteHandle = { title: 'income', menuKey: 'income' };

/** /console/salesPartner/*, /console/finance/withdrawRecords and /console/income (SPEC §2). */
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
  {
    path: 'finance/withdrawRecords',
    handle: withdrawHandle,
    lazy: async () => ({ Component: (await import('./pages/WithdrawRecordsPage')).WithdrawRecordsPage }),
  },
  {
    path: 'income',
    handle: incomeHandle,
    lazy: async () => ({ Component: (await import('./pages/IncomePage')).IncomePage }),
  },
];
