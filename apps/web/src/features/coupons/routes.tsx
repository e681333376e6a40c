import type { RouteObject } from 'react-router';
import { notAvailableRoute } from '../../shared/routing/notAvailableRoute';

/** The public score store, where membership points buy rewards. */
export const couponsRoutes: RouteObject[] = [notAvailableRoute('scoreStore', 'scoreStore')];

export const couponsConsoleRoutes: RouteObject[] = [
  notAvailableRoute('coupon', 'coupon', { menuKey: 'coupon' }),
];
