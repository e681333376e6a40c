import { loginSessionsEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import { readerLanguage } from '../../core/http/reader-language';
import type { RoutesPlugin } from '../../core/http/route-types';
import { endLoginSession, endOtherLoginSessions, listLoginSessions } from './login-sessions.service';

/** The caller's own sessions: list, end one, end all but this one. */
export const loginSessionsRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.list, async (request) =>
    ok(await listLoginSessions(deps, authOf(request), readerLanguage(request))),
  );

  handle(app, endpoints.end, async (request) =>
    ok(await endLoginSession(deps, authOf(request), request.body.session_id)),
  );

  handle(app, endpoints.endOthers, async (request) => ok(await endOtherLoginSessions(deps, authOf(request))));
};
