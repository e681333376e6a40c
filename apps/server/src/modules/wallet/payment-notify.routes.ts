import { walletEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { handlePaymentNotification } from './top-up.service';

/**
 * Where the gateway tells us a payment succeeded. Anyone can call it, so nothing in it is trusted
 * until the provider verified the signature; then the amount and the order are checked too.
 */
export const paymentNotifyRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.paymentNotify, async (request) => {
    await handlePaymentNotification(deps, { headers: request.headers, body: request.body });
    return ok({});
  });
};
