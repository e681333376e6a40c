import type { RouteObject } from 'react-router';
import { MODEL_DETAIL_ROUTE } from '../../shared/routing/handle';
import { notAvailableRoute } from '../../shared/routing/notAvailableRoute';

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
  notAvailableRoute('verifyAgreement', 'verifyAgreement', { showContact: false }),
  {
    path: 'unregisterAgreement',
    handle: { title: 'unregisterAgreement' },
    lazy: async () => ({
      Component: (await import('../account/pages/UnregisterAgreementPage')).UnregisterAgreementPage,
    }),
  },
  notAvailableRoute('workOrderAgreement', 'workOrderAgreement'),
];
