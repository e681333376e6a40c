import { passkeysEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import { pageSessionCookie } from '../../core/http/page-session';
import { requestMeta } from '../../core/http/request-meta';
import type { RoutesPlugin } from '../../core/http/route-types';
import { passkeyAssertionOptions } from './passkey-assertion';
import { passkeyRegistrationOptions, registerPasskey } from './passkey-registration.service';
import { signInWithPasskey } from './passkey-sign-in.service';
import { listPasskeys, removeOwnPasskey, renameOwnPasskey } from './passkeys.service';

/** The security page's passkeys (every account its own) and signing in with one. */
export const passkeysRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.registrationOptions, async (request) =>
    ok(await passkeyRegistrationOptions(deps, authOf(request))),
  );
  handle(app, endpoints.register, async (request) =>
    ok(await registerPasskey(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.list, async (request) => ok(await listPasskeys(deps, authOf(request))));
  handle(app, endpoints.rename, async (request) =>
    ok(await renameOwnPasskey(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.remove, async (request) =>
    ok(await removeOwnPasskey(deps, authOf(request), request.body.passkey_id)),
  );
  handle(app, endpoints.signInOptions, async () =>
    ok(await passkeyAssertionOptions(deps, { purpose: 'sign-in', holder: null })),
  );
  handle(app, endpoints.signIn, async (request, reply) =>
    ok(
      pageSessionCookie(
        reply,
        deps.config,
        await signInWithPasskey(deps, request.body, requestMeta(request)),
      ),
    ),
  );
};
