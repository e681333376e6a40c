import { opsUsersEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { staffActorOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import { readerLanguage } from '../../core/http/reader-language';
import type { RoutesPlugin } from '../../core/http/route-types';
import {
  accountInstances,
  accountLedger,
  accountOrders,
  accountProfile,
  accountSubAccounts,
  searchAccounts,
} from './user-profile.service';
import {
  accountSessions,
  endAccountSession,
  endAccountSessions,
  setAccountLogin,
} from './user-sessions.service';

/** Customer accounts in the operator console: support and finance read, support ends sessions and login. */
export const opsUsersRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.search, async (request) => ok(await searchAccounts(deps, request.body)));
  handle(app, endpoints.profile, async (request) => ok(await accountProfile(deps, request.body.user_id)));
  handle(app, endpoints.ledger, async (request) =>
    ok(await accountLedger(deps, request.body, readerLanguage(request))),
  );
  handle(app, endpoints.orders, async (request) =>
    ok(await accountOrders(deps, request.body, readerLanguage(request))),
  );
  handle(app, endpoints.instances, async (request) => ok(await accountInstances(deps, request.body)));
  handle(app, endpoints.subAccounts, async (request) =>
    ok(await accountSubAccounts(deps, request.body.user_id)),
  );
  handle(app, endpoints.sessions, async (request) => ok(await accountSessions(deps, request.body.user_id)));
  handle(app, endpoints.endSession, async (request) =>
    ok(await endAccountSession(deps, staffActorOf(request), request.body)),
  );
  handle(app, endpoints.endSessions, async (request) =>
    ok(await endAccountSessions(deps, staffActorOf(request), request.body.user_id)),
  );
  handle(app, endpoints.disableLogin, async (request) =>
    ok(await setAccountLogin(deps, staffActorOf(request), request.body, false)),
  );
  handle(app, endpoints.enableLogin, async (request) =>
    ok(await setAccountLogin(deps, staffActorOf(request), request.body, true)),
  );
};
