import type { RouteObject } from 'react-router';
import { notAvailableRoute } from '../../shared/routing/notAvailableRoute';

/** /console/finance/* and the partner income page (SPEC §2). */
export const billingConsoleRoutes: RouteObject[] = [
  {
    path: 'finance',
    children: [
      notAvailableRoute('orders', 'orders', { menuKey: 'orders' }),
      notAvailableRoute('expenseDetail', 'expenseDetail', { menuKey: 'expenseDetail' }),
      notAvailableRoute('withdrawRecords', 'withdrawRecords', { menuKey: 'withdrawRecords' }),
    ],
  },
  notAvailableRoute('income', 'income', { menuKey: 'income' }),
];
