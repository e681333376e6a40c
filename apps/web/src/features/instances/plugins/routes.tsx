import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../shared/routing/handle';

const instancePluginHandle: RouteHandle = { title: 'instancePlugin', menuKey: 'dashboard' };

/** /console/instancePlugin/:instanceName (issue 17): the plugins of one instance. */
export const instancePluginConsoleRoute: RouteObject = {
  path: 'instancePlugin/:instanceName',
  handle: instancePluginHandle,
  lazy: async () => ({
    Component: (await import('./pages/InstancePluginsPage')).InstancePluginsPage,
  }),
};
