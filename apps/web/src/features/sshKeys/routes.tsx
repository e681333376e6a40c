import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';

/** /console/sshKeys (issue 40): the caller's SSH public keys, which the SSH gateway takes. */
export const sshKeysConsoleRoutes: RouteObject[] = [
  {
    path: 'sshKeys',
    handle: { title: 'sshKeys', menuKey: 'sshKeys' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/SshKeysPage')).SshKeysPage }),
  },
];
