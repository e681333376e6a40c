import { authEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import { pageSessionCookie } from '../../core/http/page-session';
import { requestMeta } from '../../core/http/request-meta';
import type { RoutesPlugin } from '../../core/http/route-types';
import { requestLanguage } from '../notifications';
import { newPowChallenge, sendVerifyCode } from '../sessions';
import { companyRegister, login, logout, register, resetPassword, subAccountLogin } from './auth.service';

/** Getting and ending a session; the calls that issue one answer {token, sessionId}. */
export const authRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.register, async (request, reply) =>
    ok(pageSessionCookie(reply, deps.config, await register(deps, request.body, requestMeta(request)))),
  );

  handle(app, endpoints.companyRegister, async (request, reply) =>
    ok(
      pageSessionCookie(reply, deps.config, await companyRegister(deps, request.body, requestMeta(request))),
    ),
  );

  handle(app, endpoints.login, async (request, reply) =>
    ok(pageSessionCookie(reply, deps.config, await login(deps, request.body, requestMeta(request)))),
  );

  handle(app, endpoints.subAccountLogin, async (request, reply) =>
    ok(
      pageSessionCookie(reply, deps.config, await subAccountLogin(deps, request.body, requestMeta(request))),
    ),
  );

  handle(app, endpoints.sendVerifyCode, async (request) => {
    const { pow_challenge, pow_nonce, ...body } = request.body;
    const language = requestLanguage(body.language, request.headers['accept-language']);
    const pow = { challenge: pow_challenge, nonce: pow_nonce };
    return ok(await sendVerifyCode(deps, { ...body, ip: request.ip, language, pow }));
  });

  handle(app, endpoints.powChallenge, async () => {
    const issued = newPowChallenge(deps);
    return ok({
      Challenge: issued.challenge,
      Salt: issued.salt,
      Difficulty: issued.difficulty,
      ExpiresAt: issued.expiresAt.toISOString(),
    });
  });

  handle(app, endpoints.resetPassword, async (request) => {
    await resetPassword(deps, request.body);
    return ok({});
  });

  handle(app, endpoints.logout, async (request, reply) => {
    await logout(deps, authOf(request).sessionId);
    pageSessionCookie(reply, deps.config, null);
    return ok({});
  });
};
