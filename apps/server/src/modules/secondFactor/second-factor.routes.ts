import { secondFactorEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import { pageSessionCookie } from '../../core/http/page-session';
import { requestMeta } from '../../core/http/request-meta';
import type { RoutesPlugin } from '../../core/http/route-types';
import {
  confirmTotpEnrolment,
  disableSecondFactor,
  secondFactorStatus,
  startTotpEnrolment,
  stepUp,
  stepUpPasskeyOptions,
} from './second-factor.service';
import { completeLoginChallenge, passkeyOptionsForLoginChallenge } from './sign-in.service';

/** A customer's second factor: the sign-in's second step, TOTP enrolment, step-up (issue 46). */
export const secondFactorRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.loginSecondFactor, async (request, reply) =>
    ok(
      pageSessionCookie(
        reply,
        deps.config,
        await completeLoginChallenge(deps, request.body, requestMeta(request)),
      ),
    ),
  );

  handle(app, endpoints.loginSecondFactorPasskeyOptions, async (request) =>
    ok(await passkeyOptionsForLoginChallenge(deps, request.body.challenge)),
  );

  handle(app, endpoints.status, async (request) => ok(await secondFactorStatus(deps, authOf(request))));

  handle(app, endpoints.totpEnrolStart, async (request) =>
    ok(await startTotpEnrolment(deps, authOf(request))),
  );

  handle(app, endpoints.totpEnrolConfirm, async (request) =>
    ok(await confirmTotpEnrolment(deps, authOf(request), request.body.code, requestMeta(request))),
  );

  handle(app, endpoints.disable, async (request) => {
    await disableSecondFactor(deps, authOf(request));
    return ok({});
  });

  handle(app, endpoints.stepUp, async (request) =>
    ok(await stepUp(deps, authOf(request), request.body, requestMeta(request))),
  );

  handle(app, endpoints.stepUpPasskeyOptions, async (request) =>
    ok(await stepUpPasskeyOptions(deps, authOf(request))),
  );
};
