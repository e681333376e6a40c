import type { AgreementKey } from '@gpucloud/contracts';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { PageKey, RouteHandle } from '../../shared/routing/handle';

/** An agreement's page: SPEC §2 shows no contact widget on the agreements a visitor reads before deciding. */
function agreementRoute(path: string, title: PageKey, key: AgreementKey): RouteObject {
  const handle: RouteHandle = { title, showContact: false };
  return {
    path,
    handle,
    lazy: async () => {
      const { AgreementPage } = await import('./pages/AgreementPage');
      return { Component: () => <AgreementPage agreementKey={key} /> };
    },
  };
}

/** Public agreement pages (SPEC §2). */
export const agreementsRoutes: RouteObject[] = [
  // SPEC §2: no contact widget on the agreements a visitor reads before deciding.
  {
    path: 'agreements',
    handle: { title: 'agreements', showContact: false } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/AgreementsIndexPage')).AgreementsIndexPage }),
  },
  agreementRoute('verifyAgreement', 'verifyAgreement', 'verify'),
  {
    path: 'unregisterAgreement',
    handle: { title: 'unregisterAgreement' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./pages/UnregisterAgreementPage')).UnregisterAgreementPage,
    }),
  },
  agreementRoute('workOrderAgreement', 'workOrderAgreement', 'work_order'),
];

/**
 * The console's dialog for a standing agreement the account has not accepted (issue 18). The console
 * layout mounts it only while one is pending (usePendingAgreements in hooks.ts), so its code loads then.
 */
export const StandingAgreementDialog = lazy(async () => ({
  default: (await import('./components/StandingAgreementDialog')).StandingAgreementDialog,
}));
