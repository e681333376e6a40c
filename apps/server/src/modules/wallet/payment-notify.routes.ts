import { emptyData, envelopeSchema } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import type { RoutesPlugin } from '../../core/http/route-types';
import { sandboxNotificationSchema } from '../../providers/payments/sandbox/sandbox-notification';
import { handlePaymentNotification } from './top-up.service';

/**
 * Where the gateway tells us a payment succeeded. Anyone can call it, so nothing in it is trusted
 * until the provider verified the signature; then the amount and the order are checked too.
 */
export const paymentNotifyRoutes: RoutesPlugin = async (app, { deps }) => {
  app.post(
    '/payment/notify/sandbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['wallet'],
        summary: 'Signed payment notification of the sandbox gateway (may arrive more than once)',
        body: sandboxNotificationSchema,
        response: { 200: envelopeSchema(emptyData) },
      },
    },
    async (request) => {
      await handlePaymentNotification(deps, { headers: request.headers, body: request.body });
      return ok({});
    },
  );
};
