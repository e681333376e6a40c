import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';
import { notAvailableRoute } from '../../shared/routing/notAvailableRoute';

const couponHandle: RouteHandle = { title: 'coupon', menuKey: 'coupon' };

/** The public score store, where membership points buy rewards. */
export const couponsRoutes: RouteObject[] = [notAvailableRoute('scoreStore', 'scoreStore')];

/** /console/coupon: my coupons and coupons to claim. */
export const couponsConsoleRoutes: RouteObject[] = [
  {
    path: 'coupon',
    handle: couponHandle,
    lazy: async () => ({ Component: (await import('./pages/CouponsPage')).CouponsPage }),
  },
];
