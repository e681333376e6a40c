import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';

const ordersHandle: RouteHandle = { title: 'orders', menuKey: 'orders' };
const expenseHandle: RouteHandle = { title: 'expenseDetail', menuKey: 'expenseDetail' };
const withdrawHandle: RouteHandle = { title: 'withdrawRecords', menuKey: 'withdrawRecords' };
const incomeHandle: RouteHandle = { title: 'income', menuKey: 'income' };

/** /console/finance/* and the partner income page (SPEC §2). */
export const billingConsoleRoutes: RouteObject[] = [
  {
    path: 'finance',
    children: [
      {
        path: 'orders',
        handle: ordersHandle,
        lazy: async () => ({ Component: (await import('./pages/OrdersPage')).OrdersPage }),
      },
      {
        path: 'expenseDetail',
        handle: expenseHandle,
        lazy: async () => ({ Component: (await import('./pages/ExpenseDetailPage')).ExpenseDetailPage }),
      },
      {
        path: 'withdrawRecords',
        handle: withdrawHandle,
        lazy: async () => ({ Component: (await import('./pages/WithdrawRecordsPage')).WithdrawRecordsPage }),
      },
    ],
  },
  {
    path: 'income',
    handle: incomeHandle,
    lazy: async () => ({ Component: (await import('../partners/pages/IncomePage')).IncomePage }),
  },
];
