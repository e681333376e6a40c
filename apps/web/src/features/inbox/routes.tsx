import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing/handle';

const messagesHandle: RouteHandle = { title: 'messages', menuKey: 'messages' };

export const inboxConsoleRoutes: RouteObject[] = [
  {
    path: 'messages',
    handle: messagesHandle,
    lazy: async () => ({ Component: (await import('./pages/MessagesPage')).MessagesPage }),
  },
];
