import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../core/deps';
import { styleNonceOf } from '../../core/http/security-headers';
import { confirmTicket, markScanned, sandboxOpenId } from './wechat.service';
import { renderWechatSandboxPage } from './wechat-sandbox.page';

const params = z.object({ ticket: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/) });
const form = z.object({ nickname: z.string().trim().min(1).max(40) });

/** What the sandbox QR code leads to: the "WeChat app" asking to confirm, as a nickname. */
export const wechatSandboxRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/sandbox/wechat/:ticket',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const parsed = params.safeParse(request.params);
      const ticket = parsed.success ? await markScanned(deps, parsed.data.ticket) : null;
      const live =
        ticket && ticket.expiresAt > deps.clock.now() && ['waiting', 'scanned'].includes(ticket.state);
      return reply
        .code(ticket ? 200 : 404)
        .type('text/html')
        .send(
          renderWechatSandboxPage(
            {
              ticket: ticket?.ticket ?? '',
              purpose: ticket?.purpose ?? null,
              outcome: live ? 'ask' : 'expired',
            },
            styleNonceOf(reply),
          ),
        );
    },
  );

  app.post(
    '/sandbox/wechat/:ticket/confirm',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const parsedParams = params.safeParse(request.params);
      const parsedForm = form.safeParse(request.body);
      if (!parsedParams.success || !parsedForm.success)
        return reply
          .code(400)
          .type('text/html')
          .send(
            renderWechatSandboxPage({ ticket: '', purpose: null, outcome: 'expired' }, styleNonceOf(reply)),
          );
      const { nickname } = parsedForm.data;
      const outcome = await confirmTicket(deps, parsedParams.data.ticket, {
        openId: sandboxOpenId(nickname),
        nickname,
      });
      const ticket = await markScanned(deps, parsedParams.data.ticket);
      return reply.type('text/html').send(
        renderWechatSandboxPage(
          {
            ticket: parsedParams.data.ticket,
            purpose: ticket?.purpose ?? null,
            outcome,
          },
          styleNonceOf(reply),
        ),
      );
    },
  );
};
