import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { readerLanguage } from '../../../core/http/reader-language';
import { styleNonceOf } from '../../../core/http/security-headers';
import { type CashierView, renderCashierPage } from './cashier-page';
import type { SandboxGateway } from './sandbox-gateway';

const params = z.object({ outTradeNo: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** The pages the QR code leads to: the order, and a "Confirm payment" button that pays it. */
export const sandboxCashierRoutes: FastifyPluginAsync<{ gateway: SandboxGateway; now: () => Date }> = async (
  app,
  { gateway, now },
) => {
  async function view(outTradeNo: string, override?: CashierView['state']): Promise<CashierView> {
    const row = await gateway.find(outTradeNo);
    if (!row)
      return { outTradeNo, amountFen: 0, channel: '', description: '', state: 'unknown', expiresAt: null };
    const expired = row.state === 'pending' && row.expiresAt <= now();
    return {
      outTradeNo,
      amountFen: row.amount,
      channel: row.channel,
      description: row.description,
      state: override ?? (expired ? 'expired' : row.state),
      expiresAt: row.expiresAt,
    };
  }

  app.get(
    '/sandbox/pay/:outTradeNo',
    { config: { access: 'public' }, schema: { hide: true, params } },
    async (request, reply) => {
      const { outTradeNo } = request.params as z.infer<typeof params>;
      const page = await view(outTradeNo);
      return reply
        .code(page.state === 'unknown' ? 404 : 200)
        .type('text/html')
        .send(renderCashierPage(page, styleNonceOf(reply), readerLanguage(request)));
    },
  );

  app.post(
    '/sandbox/pay/:outTradeNo/confirm',
    { config: { access: 'public' }, schema: { hide: true, params } },
    async (request, reply) => {
      const { outTradeNo } = request.params as z.infer<typeof params>;
      const outcome = await gateway.confirm(outTradeNo);
      const state = outcome === 'already-paid' ? 'paid' : outcome;
      const page = await view(outTradeNo, state);
      return reply
        .code(page.state === 'unknown' ? 404 : 200)
        .type('text/html')
        .send(renderCashierPage(page, styleNonceOf(reply), readerLanguage(request)));
    },
  );
};
