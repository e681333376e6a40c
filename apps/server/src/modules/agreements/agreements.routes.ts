import {
  agreementAcceptanceEndpoints as acceptance,
  agreementsEndpoints as endpoints,
} from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf, staffActorOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { acceptAgreement, agreementList, pendingAgreements } from './agreement-acceptances.service';
import { agreementVersions, currentAgreement, publishAgreement } from './agreements.service';

/** Agreements: read by anyone, versions published by support, accepted by accounts. */
export const agreementsRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.agreement, async (request) => ok(await currentAgreement(deps, request.body.key)));

  handle(app, endpoints.opsVersions, async (request) => ok(await agreementVersions(deps, request.body.key)));

  handle(app, endpoints.opsPublish, async (request) =>
    ok(await publishAgreement(deps, staffActorOf(request), request.body)),
  );

  handle(app, acceptance.list, async () => ok(await agreementList(deps)));

  handle(app, acceptance.pending, async (request) => ok(await pendingAgreements(deps, authOf(request))));

  handle(app, acceptance.accept, async (request) =>
    ok(await acceptAgreement(deps, authOf(request), request.body)),
  );
};
