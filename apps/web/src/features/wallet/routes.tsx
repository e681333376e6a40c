import type { RouteObject } from 'react-router';
import { notAvailableRoute } from '../../shared/routing/notAvailableRoute';

/** Top-up and payment; paying is part of topping up in the menu. */
export const walletConsoleRoutes: RouteObject[] = [
  notAvailableRoute('recharge', 'recharge', { menuKey: 'recharge' }),
  notAvailableRoute('pay', 'pay', { menuKey: 'recharge' }),
];
