import type { RouteObject } from 'react-router';
import type { OpsHandle } from '../routes';

/** The verification desk: the review queue and one record (reviewer; admin). */
export const opsVerificationsRoutes: RouteObject[] = [
  {
    path: 'verifications',
    handle: { opsPage: 'verifications' } satisfies OpsHandle,
    lazy: async () => ({ Component: (await import('./VerificationQueuePage')).VerificationQueuePage }),
  },
  {
    path: 'verifications/:id',
    handle: { opsPage: 'verifications' } satisfies OpsHandle,
    lazy: async () => ({ Component: (await import('./VerificationPage')).VerificationPage }),
  },
];
