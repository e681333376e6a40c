import type { RouteObject } from 'react-router';
import { notAvailableRoute } from '../../shared/routing/notAvailableRoute';

export const imagesConsoleRoutes: RouteObject[] = [
  notAvailableRoute('customizeImage', 'customizeImage', { menuKey: 'customizeImage' }),
];
