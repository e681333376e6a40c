import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';

const terminalHandle: RouteHandle = { title: 'instanceTerminal', menuKey: 'dashboard' };

/** /console/instances/:instanceId/terminal: a shell in a running instance, lazy (xterm.js loads with it). */
export const terminalConsoleRoutes: RouteObject[] = [
  {
    path: 'instances/:instanceId/terminal',
    handle: terminalHandle,
    lazy: async () => ({ Component: (await import('./pages/TerminalPage')).TerminalPage }),
  },
];
