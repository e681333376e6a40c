import { exportRechargeOrderRequest, orderListRequest, orderListResponse } from '@gpucloud/contracts';
import { z } from 'zod';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import type { RoutesPlugin } from '../../core/http/route-types';
import { exportRechargeOrders, getOrders } from './orders.service';

const tags = ['billing'];

/** Orders are the main account's finance records: sub-accounts do not see them (SPEC §6). */
export const ordersRoutes: RoutesPlugin = async (app, { deps }) => {
  app.post(
    '/get_order',
    {
      config: { access: 'main' },
      schema: {
        tags,
        summary: 'Top-up and purchase orders, newest first',
        body: orderListRequest,
        response: { 200: orderListResponse },
      },
    },
    async (request) => ok(await getOrders(deps, authOf(request), request.body)),
  );

  app.post(
    '/export_recharge_order',
    {
      config: { access: 'main' },
      schema: {
        tags,
        summary: 'Top-up orders as a CSV file (the answer is the file, not the envelope)',
        body: exportRechargeOrderRequest,
        response: { 200: z.string().describe('text/csv') },
      },
    },
    async (request, reply) => {
      const csv = await exportRechargeOrders(deps, authOf(request), request.body);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="recharge-orders.csv"')
        .send(csv);
    },
  );
};
