import type { RouteObject } from 'react-router';
import { MODEL_DETAIL_ROUTE, type RouteHandle } from '../../shared/routing/handle';

/** Public catalog pages: datasets and AI models (SPEC §2). */
export const catalogRoutes: RouteObject[] = [
  {
    path: 'dataset',
    handle: { title: 'dataset' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/DatasetsPage')).DatasetsPage }),
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
];
