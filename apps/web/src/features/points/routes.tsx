import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';

const handle: RouteHandle = { title: 'scoreStore' };

/** /scoreStore (SPEC §2): public; points and redeeming for main accounts. */
export const pointsRoutes: RouteObject[] = [
  {
    path: 'scoreStore',
    handle,
    lazy: async () => ({ Component: (await import('./pages/ScoreStorePage')).ScoreStorePage }),
  },
];
