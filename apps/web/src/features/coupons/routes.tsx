import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';

const couponHandle: RouteHandle = { title: 'coupon', menuKey: 'coupon' };

/** /console/coupon: my coupons and coupons to claim. */
export const couponsConsoleRoutes: RouteObject[] = [
  {
    path: 'coupon',
    handle: couponHandle,
    lazy: async () => ({ Component: (await import('./pages/CouponsPage')).CouponsPage }),
  },
];
