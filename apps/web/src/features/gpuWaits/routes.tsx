import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';

const gpuWaitsHandle: RouteHandle = { title: 'gpuWaits', menuKey: 'gpuWaits' };

/** /console/gpu-waits (issue 44): the caller's waits for a GPU, with cancel. */
export const gpuWaitsConsoleRoutes: RouteObject[] = [
  {
    path: 'gpu-waits',
    handle: gpuWaitsHandle,
    lazy: async () => ({ Component: (await import('./pages/GpuWaitsPage')).GpuWaitsPage }),
  },
];

/** The order page's "Wait for it" (a sold-out host): loads with its dialog and texts when shown. */
export const WaitForGpu = lazy(async () => ({
  default: (await import('./components/WaitForGpu')).WaitForGpu,
}));
