import {
  inboxPageRequest,
  markedReadResponse,
  messageListResponse,
  notificationListResponse,
  sessionOnlyRequest,
  setReadRequest,
} from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import type { RoutesPlugin } from '../../core/http/route-types';
import { listMessages, listNotifications, markRead } from './inbox.service';
import type { InboxKind } from './inbox.table';

export const inboxRoutes: RoutesPlugin = async (app, { deps }) => {
  app.post(
    '/notifications/get_list',
    {
      config: { access: 'session' },
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first (status -1 all, 0 unread, 1 read)",
        body: inboxPageRequest,
        response: { 200: notificationListResponse },
      },
    },
    async (request) => ok(await listNotifications(deps, authOf(request), request.body)),
  );

  app.post(
    '/messages/get_list',
    {
      config: { access: 'session' },
      schema: {
        tags: ['messages'],
        summary: "The caller's messages, newest first (status -1 all, 0 unread, 1 read)",
        body: inboxPageRequest,
        response: { 200: messageListResponse },
      },
    },
    async (request) => ok(await listMessages(deps, authOf(request), request.body)),
  );

  const markRoutes: Array<{ prefix: string; kind: InboxKind }> = [
    { prefix: '/notifications', kind: 'notification' },
    { prefix: '/messages', kind: 'message' },
  ];
  for (const { prefix, kind } of markRoutes) {
    const tags = [prefix.slice(1)];
    app.post(
      `${prefix}/set_read`,
      {
        config: { access: 'session' },
        schema: {
          tags,
          summary: `Mark some of the caller's ${kind}s read`,
          body: setReadRequest,
          response: { 200: markedReadResponse },
        },
      },
      async (request) => ok(await markRead(deps, authOf(request), kind, request.body.ids)),
    );
    app.post(
      `${prefix}/set_read_all`,
      {
        config: { access: 'session' },
        schema: {
          tags,
          summary: `Mark every ${kind} of the caller read`,
          body: sessionOnlyRequest,
          response: { 200: markedReadResponse },
        },
      },
      async (request) => ok(await markRead(deps, authOf(request), kind, null)),
    );
  }
};
