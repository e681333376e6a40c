import type { AgreementKey } from '@gpucloud/contracts';
import type { RouteObject } from 'react-router';
import { MODEL_DETAIL_ROUTE, type PageKey, type RouteHandle } from '../../shared/routing/handle';
import { notAvailableRoute } from '../../shared/routing/notAvailableRoute';

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

/** Public content pages: datasets, docs, software, AI models and the agreements (SPEC §2). */
export const contentRoutes: RouteObject[] = [
  notAvailableRoute('dataset', 'dataset'),
  notAvailableRoute('docs', 'docs'),
  notAvailableRoute('docs/:id', 'docDetail'),
  notAvailableRoute('software', 'software'),
  notAvailableRoute('AIModels', 'aiModels'),
  // SPEC §5: a model's page needs an account with a phone; the guard finds it by this name.
  notAvailableRoute('AIModels/:id', 'modelDetail', { name: MODEL_DETAIL_ROUTE }),
  // SPEC §2: no contact widget on the agreements a visitor reads before deciding.
  notAvailableRoute('agreements', 'agreements', { showContact: false }),
  agreementRoute('verifyAgreement', 'verifyAgreement', 'verify'),
  {
    path: 'unregisterAgreement',
    handle: { title: 'unregisterAgreement' },
    lazy: async () => ({
      Component: (await import('../account/pages/UnregisterAgreementPage')).UnregisterAgreementPage,
    }),
  },
  agreementRoute('workOrderAgreement', 'workOrderAgreement', 'work_order'),
];
