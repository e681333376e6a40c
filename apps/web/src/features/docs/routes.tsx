import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';

/** The public docs centre (SPEC §2). */
export const docsRoutes: RouteObject[] = [
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
];
