import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { styleNonceOf } from '../../../core/http/security-headers';
import { SANDBOX_VERIFICATION_PATH, type SandboxVerification } from './sandbox-verification';
import { renderSandboxCheckPage, type SandboxCheckView } from './sandbox-verification-page';

const params = z.object({ ref: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const decision = z
  .object({ decision: z.enum(['pass', 'fail']), reason: z.string().max(200).default('') })
  .catchall(z.string().max(100));

/** The sandbox's pages of its checks: what the provider saw, and Pass / Fail for the tester. */
export const sandboxVerificationRoutes: FastifyPluginAsync<{ sandbox: SandboxVerification }> = async (
  app,
  { sandbox },
) => {
  async function view(ref: string): Promise<SandboxCheckView> {
    const found = await sandbox.find(ref);
    if (!found) return { ref, kind: null, state: 'unknown', reason: '', facts: {}, returnUrl: null };
    return {
      ref,
      kind: found.row.kind,
      state: found.row.state,
      reason: found.row.reason,
      facts: found.facts,
      returnUrl: found.row.returnUrl,
    };
  }

  async function answer(ref: string, reply: FastifyReply) {
    const page = await view(ref);
    return reply
      .code(page.state === 'unknown' ? 404 : 200)
      .header('cache-control', 'no-store')
      .type('text/html')
      .send(renderSandboxCheckPage(page, styleNonceOf(reply)));
  }

  app.get(
    `${SANDBOX_VERIFICATION_PATH}/:ref`,
    { config: { access: 'public' }, schema: { hide: true, params } },
    async (request, reply) => answer((request.params as z.infer<typeof params>).ref, reply),
  );

  app.post(
    `${SANDBOX_VERIFICATION_PATH}/:ref`,
    { config: { access: 'public' }, schema: { hide: true, params, body: decision } },
    async (request, reply) => {
      const { ref } = request.params as z.infer<typeof params>;
      const { decision: choice, reason, ...facts } = request.body as z.infer<typeof decision>;
      await sandbox.decide(ref, { pass: choice === 'pass', reason, facts });
      return answer(ref, reply);
    },
  );
};
