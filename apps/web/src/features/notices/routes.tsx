import type { RouteObject } from 'react-router';

/** Public notice pages: the list at /inform and one notice at /informDetail/:id (SPEC §2). */
export const noticesRoutes: RouteObject[] = [
  {
    path: 'inform',
    lazy: async () => ({ Component: (await import('./pages/InformPage')).InformPage }),
  },
  {
    path: 'informDetail/:id',
    lazy: async () => ({ Component: (await import('./pages/InformDetailPage')).InformDetailPage }),
  },
];
