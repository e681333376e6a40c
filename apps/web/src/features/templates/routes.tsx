import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';

const templatesHandle: RouteHandle = { title: 'templates', menuKey: 'templates' };

/** /console/templates (issue 42): private and public templates. */
export const templatesConsoleRoutes: RouteObject[] = [
  {
    path: 'templates',
    handle: templatesHandle,
    lazy: async () => ({ Component: (await import('./pages/TemplatesPage')).TemplatesPage }),
  },
];
