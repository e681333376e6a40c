import { inboxEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import { readerLanguageOrNull } from '../../core/http/reader-language';
import type { RoutesPlugin } from '../../core/http/route-types';
import { listMessages, listNotifications, markRead } from './inbox.service';

export const inboxRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.notificationList, async (request) =>
    ok(await listNotifications(deps, authOf(request), request.body, readerLanguageOrNull(request))),
  );

  handle(app, endpoints.messageList, async (request) =>
    ok(await listMessages(deps, authOf(request), request.body, readerLanguageOrNull(request))),
  );

  handle(app, endpoints.setNotificationsRead, async (request) =>
    ok(await markRead(deps, authOf(request), 'notification', request.body.ids)),
  );
  handle(app, endpoints.setAllNotificationsRead, async (request) =>
    ok(await markRead(deps, authOf(request), 'notification', null)),
  );
  handle(app, endpoints.setMessagesRead, async (request) =>
    ok(await markRead(deps, authOf(request), 'message', request.body.ids)),
  );
  handle(app, endpoints.setAllMessagesRead, async (request) =>
    ok(await markRead(deps, authOf(request), 'message', null)),
  );
};
