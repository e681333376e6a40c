import { type AnyEndpoint, walletEndpoints as endpoints } from '@gpucloud/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import type { PaymentProvider, PaymentProviderName } from '../../providers/payments/payment-provider';
import { handlePaymentNotification } from './top-up.service';

const NOTIFY_ENDPOINTS: Record<PaymentProviderName, AnyEndpoint> = {
  sandbox: endpoints.paymentNotify,
  wechatpay: endpoints.wechatPayNotify,
  alipay: endpoints.alipayNotify,
};

/**
 * Where each gateway in use tells us a payment succeeded. Anyone can call them, so nothing in a
 * notification is trusted until its gateway's adapter verified the signature (over the body exactly
 * as it arrived, kept here); then the order, the amount and the gateway are checked too.
 */
export const paymentNotifyRoutes: RoutesPlugin = async (app, { deps }) => {
  const rawBodies = keepRawBodies(app);
  for (const gateway of deps.payments.all) {
    handle(app, NOTIFY_ENDPOINTS[gateway.name], (request, reply) =>
      answer(reply, gateway, request, rawBodies.get(request) ?? ''),
    );
  }

  async function answer(
    reply: FastifyReply,
    gateway: PaymentProvider,
    request: FastifyRequest,
    rawBody: string,
  ): Promise<FastifyReply> {
    const incoming = { headers: request.headers, body: request.body, rawBody };
    const { statusCode, contentType, body } = await handlePaymentNotification(deps, gateway, incoming);
    reply.code(statusCode);
    if (statusCode === 204) return reply.send();
    return reply.type(contentType).send(body);
  }
};

/**
 * JSON and form bodies are parsed here as everywhere, and their text is kept beside the request
 * (this plugin's routes only): WeChat Pay signs the bytes, not the parsed value.
 */
function keepRawBodies(app: FastifyInstance): WeakMap<FastifyRequest, string> {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'application/x-www-form-urlencoded']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    rawBodies.set(request, text);
    parseJson(request, text, done);
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      const text = String(body);
      rawBodies.set(request, text);
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
  return rawBodies;
}
