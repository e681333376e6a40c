import { agreementsEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { staffActorOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { agreementVersions, currentAgreement, publishAgreement } from './agreements.service';

/** Agreements: read by anyone, versions published by support. */
export const agreementsRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.agreement, async (request) => ok(await currentAgreement(deps, request.body.key)));

  handle(app, endpoints.opsVersions, async (request) => ok(await agreementVersions(deps, request.body.key)));

  handle(app, endpoints.opsPublish, async (request) =>
    ok(await publishAgreement(deps, staffActorOf(request), request.body)),
  );
};
