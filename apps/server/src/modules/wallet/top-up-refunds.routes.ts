import { opsRefundsEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { staffActorOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { listRefundableTopUps, listRefundsOfTopUps, refundTopUp } from './top-up-refunds.service';

/** Top-up refunds for finance: what may be refunded, the refund itself, and the list of refunds. */
export const topUpRefundsRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.refundableTopUps, async (request) =>
    ok(await listRefundableTopUps(deps, request.body)),
  );
  handle(app, endpoints.refund, async (request) =>
    ok(await refundTopUp(deps, staffActorOf(request), request.body)),
  );
  handle(app, endpoints.list, async (request) => ok(await listRefundsOfTopUps(deps, request.body)));
};
