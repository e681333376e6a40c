import {
  createQrcodeRequest,
  createQrcodeResponse,
  getOrderStatusResponse,
  getQrcodeResponse,
  outTradeNoRequest,
} from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import type { RoutesPlugin } from '../../core/http/route-types';
import { createTopUp, getTopUpQr, getTopUpStatus } from './top-up.service';

const tags = ['wallet'];

/** QR top-ups (SPEC §4): main accounts only; a sub-account spends its main account's money. */
export const topUpRoutes: RoutesPlugin = async (app, { deps }) => {
  app.post(
    '/create_qrcode',
    {
      config: { access: 'main' },
      schema: {
        tags,
        summary:
          'Create a top-up order for WeChat (1) or Alipay (0); bank transfers (2) are credited by hand',
        body: createQrcodeRequest,
        response: { 200: createQrcodeResponse },
      },
    },
    async (request) => ok(await createTopUp(deps, authOf(request), request.body)),
  );

  app.post(
    '/get_qrcode',
    {
      config: { access: 'main' },
      schema: {
        tags,
        summary:
          "The order's QR payload: wx_resp.data.qrcode or ali_resp.data.qrcode; 'QR not generated or expired' otherwise",
        body: outTradeNoRequest,
        response: { 200: getQrcodeResponse },
      },
    },
    async (request) => ok(await getTopUpQr(deps, authOf(request), request.body.out_trade_no)),
  );

  app.post(
    '/get_order_status',
    {
      config: { access: 'main' },
      schema: {
        tags,
        summary: 'Top-up order state: data.Status 1 means paid',
        body: outTradeNoRequest,
        response: { 200: getOrderStatusResponse },
      },
    },
    async (request) => ok(await getTopUpStatus(deps, authOf(request), request.body.out_trade_no)),
  );
};
