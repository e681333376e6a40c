import { opsContentEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { staffActorOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { countNotificationRecipients, sendOpsNotification } from './ops-notification.service';

/** Support's notifications to one account, a membership level or everyone (audited). */
export const opsNotificationsRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.notificationAudience, async (request) =>
    ok(await countNotificationRecipients(deps, request.body)),
  );

  handle(app, endpoints.sendNotification, async (request) =>
    ok(await sendOpsNotification(deps, staffActorOf(request), request.body)),
  );
};
