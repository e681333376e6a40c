import type { RouteObject } from 'react-router';
import { notAvailableRoute, redirectIndex } from '../../shared/routing/notAvailableRoute';

export const salesPartnerConsoleRoutes: RouteObject[] = [
  {
    path: 'salesPartner',
    children: [
      redirectIndex('/console/salesPartner/salesDashboard'),
      notAvailableRoute('salesDashboard', 'salesDashboard', { menuKey: 'salesDashboard' }),
    ],
  },
];
