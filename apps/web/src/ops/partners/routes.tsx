import type { RouteObject } from 'react-router';
import type { OpsHandle } from '../routes';

/** /ops/partners and /ops/withdrawals: the finance desks of the sales-partner programme (finance; admin). */
export const opsPartnersRoutes: RouteObject[] = [
  {
    path: 'partners',
    handle: { opsPage: 'partners' } satisfies OpsHandle,
    lazy: async () => ({ Component: (await import('./PartnerDeskPage')).PartnerDeskPage }),
  },
  {
    path: 'withdrawals',
    handle: { opsPage: 'withdrawals' } satisfies OpsHandle,
    lazy: async () => ({ Component: (await import('./WithdrawalDeskPage')).WithdrawalDeskPage }),
  },
];
