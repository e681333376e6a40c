import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';

const ordersHandle: RouteHandle = { title: 'orders', menuKey: 'orders' };
const expenseHandle: RouteHandle = { title: 'expenseDetail', menuKey: 'expenseDetail' };

/** /console/finance/* (SPEC §2); the withdrawals page and /console/income are the partners feature's. */
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
    ],
  },
];
