import { billingEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import { readerLanguage } from '../../core/http/reader-language';
import type { RoutesPlugin } from '../../core/http/route-types';
import { exportRechargeOrders, getOrders } from './orders.service';

/** Orders are the main account's finance records: sub-accounts do not see them (SPEC §6). */
export const ordersRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.orders, async (request) =>
    ok(await getOrders(deps, authOf(request), request.body, readerLanguage(request))),
  );

  handle(app, endpoints.exportRechargeOrders, async (request, reply) => {
    const csv = await exportRechargeOrders(deps, authOf(request), request.body, readerLanguage(request));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="recharge-orders.csv"')
      .send(csv);
  });
};
