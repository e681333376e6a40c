import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';

/** The public software downloads page (SPEC §2). */
export const softwareRoutes: RouteObject[] = [
  {
    path: 'software',
    handle: { title: 'software' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/SoftwarePage')).SoftwarePage }),
  },
];
