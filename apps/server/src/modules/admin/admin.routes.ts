import { adminEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { createCouponGroup } from '../coupons/coupons.service';
import { sendNotification } from '../inbox/inbox.service';
import { publishNotice } from '../notices/notices.service';
import { setAccountCreditQuota } from '../wallet/credit.service';
import { listEmailOutbox, listSmsOutbox } from './admin.service';

/** Operator tools; the map gives every endpoint here to the operator role only. */
export const adminRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.smsOutbox, async (request) =>
    ok({ list: await listSmsOutbox(deps, request.body.phone) }),
  );

  handle(app, endpoints.emailOutbox, async (request) =>
    ok({ data: await listEmailOutbox(deps, request.body.email) }),
  );

  handle(app, endpoints.sendNotification, async (request) => ok(await sendNotification(deps, request.body)));

  handle(app, endpoints.publishNotice, async (request) => ok(await publishNotice(deps, request.body)));

  handle(app, endpoints.setCreditQuota, async (request) =>
    ok(await setAccountCreditQuota(deps, request.body.phone, request.body.quota)),
  );

  handle(app, endpoints.createCouponGroup, async (request) =>
    ok(await createCouponGroup(deps, request.body)),
  );
};
