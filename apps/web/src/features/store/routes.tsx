import type { RouteObject } from 'react-router';

export const storeRoutes: RouteObject[] = [
  {
    path: 'store',
    lazy: async () => ({ Component: (await import('./pages/StorePage')).StorePage }),
  },
  {
    path: 'createInstance',
    lazy: async () => ({ Component: (await import('./pages/CreateInstancePage')).CreateInstancePage }),
  },
];
