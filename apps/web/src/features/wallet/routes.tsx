import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';
import { accountPrefetchLoader } from '../../shared/routing/prefetch';

const rechargeHandle: RouteHandle = { title: 'recharge', menuKey: 'recharge' };
// Paying is part of topping up in the menu.
const payHandle: RouteHandle = { title: 'pay', menuKey: 'recharge' };

/** Top-up (/console/recharge) and the fast-pay page the insufficient-balance prompt opens (/console/pay). */
export const walletConsoleRoutes: RouteObject[] = [
  {
    path: 'recharge',
    handle: rechargeHandle,
    // A main account's membership card and compute-voucher packs (a sub-account is told to ask its
    // main account) beside the page's code.
    loader: accountPrefetchLoader(
      () => import('./hooks'),
      (prefetch, wallet, info) => {
        if (info.SubAccount) return;
        prefetch(wallet.vipInfoQuery());
        prefetch(wallet.vipTableQuery(info.Phone));
        prefetch(wallet.voucherPacksQuery());
      },
    ),
    lazy: async () => ({ Component: (await import('./pages/RechargePage')).RechargePage }),
  },
  {
    path: 'pay',
    handle: payHandle,
    lazy: async () => ({ Component: (await import('./pages/FastPayPage')).FastPayPage }),
  },
];
