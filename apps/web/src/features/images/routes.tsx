import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';

const customizeImageHandle: RouteHandle = { title: 'customizeImage', menuKey: 'customizeImage' };

/** /console/customizeImage (issue 17): the caller's custom images and those shared with it. */
export const imagesConsoleRoutes: RouteObject[] = [
  {
    path: 'customizeImage',
    handle: customizeImageHandle,
    lazy: async () => ({ Component: (await import('./pages/CustomImagesPage')).CustomImagesPage }),
  },
];
