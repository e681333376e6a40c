import type { RouteObject } from 'react-router';
import { notAvailableRoute } from '../../shared/routing/notAvailableRoute';

export const invoicesConsoleRoutes: RouteObject[] = [
  notAvailableRoute('invoice', 'invoice', { menuKey: 'invoice' }),
];
