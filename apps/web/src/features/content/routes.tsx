import type { AgreementKey } from '@gpucloud/contracts';
import type { RouteObject } from 'react-router';
import { MODEL_DETAIL_ROUTE, type PageKey, type RouteHandle } from '../../shared/routing/handle';

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
  {
    path: 'dataset',
    handle: { title: 'dataset' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/DatasetsPage')).DatasetsPage }),
  },
  {
    path: 'docs',
    handle: { title: 'docs' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/DocsPage')).DocsPage }),
  },
  {
    path: 'docs/:id',
    handle: { title: 'docDetail' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/DocArticlePage')).DocArticlePage }),
  },
  {
    path: 'software',
    handle: { title: 'software' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/SoftwarePage')).SoftwarePage }),
  },
  {
    path: 'AIModels',
    handle: { title: 'aiModels' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/AiModelsPage')).AiModelsPage }),
  },
  // SPEC §5: a model's page needs an account with a phone; the guard finds it by this name.
  {
    path: 'AIModels/:id',
    handle: { title: 'modelDetail', name: MODEL_DETAIL_ROUTE } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/ModelDetailPage')).ModelDetailPage }),
  },
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
