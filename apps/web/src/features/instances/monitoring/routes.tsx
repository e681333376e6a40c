import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../shared/routing/handle';

const instanceMonitorHandle: RouteHandle = { title: 'instanceMonitor', menuKey: 'dashboard' };

/** /console/instance/monitor?id= (issue 42): an instance's CPU, memory, disk, network and GPU charts. */
export const instanceMonitorConsoleRoute: RouteObject = {
  path: 'instance/monitor',
  handle: instanceMonitorHandle,
  lazy: async () => ({
    Component: (await import('./pages/InstanceMonitorPage')).InstanceMonitorPage,
  }),
};

/** Where an instance's monitoring page is. */
export function monitorPath(instanceId: number): string {
  return `/console/instance/monitor?id=${instanceId}`;
}
