import { adminEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { staffActorOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { createCouponGroup } from '../coupons';
import { sendOpsNotification } from '../inbox';
import { publishNotice } from '../notices';
import { setAccountCreditQuota } from '../wallet';
import { listEmailOutbox, listSmsOutbox } from './admin.service';

/** Staff tools (support: outboxes, notifications, notices; finance: credit, coupons); each write is audited. */
export const adminRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.smsOutbox, async (request) =>
    ok({ list: await listSmsOutbox(deps, request.body.phone) }),
  );

  handle(app, endpoints.emailOutbox, async (request) =>
    ok({ data: await listEmailOutbox(deps, request.body.email) }),
  );

  handle(app, endpoints.sendNotification, async (request) =>
    ok(await sendOpsNotification(deps, staffActorOf(request), request.body)),
  );

  handle(app, endpoints.publishNotice, async (request) =>
    ok(await publishNotice(deps, staffActorOf(request), request.body)),
  );

  handle(app, endpoints.setCreditQuota, async (request) =>
    ok(await setAccountCreditQuota(deps, staffActorOf(request), request.body)),
  );

  handle(app, endpoints.createCouponGroup, async (request) =>
    ok(await createCouponGroup(deps, staffActorOf(request), request.body)),
  );
};
