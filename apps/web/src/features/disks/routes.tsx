import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';

const cloudDiskHandle: RouteHandle = { title: 'cloudDisk', menuKey: 'cloudDisk' };

/** /console/cloudDisk (issue 17): cloud disks, kept disks and file storage. */
export const disksConsoleRoutes: RouteObject[] = [
  {
    path: 'cloudDisk',
    handle: cloudDiskHandle,
    lazy: async () => ({ Component: (await import('./pages/CloudDiskPage')).CloudDiskPage }),
  },
];
