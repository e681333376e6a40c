import { instancesEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import {
  changeDueMode,
  quoteDueModeChange,
  quoteRenewal,
  quoteStopWithRefund,
  renewInstance,
  stopWithRefund,
} from './prepaid.service';

/** Where money moves for a running instance: renewals, refunds and billing-mode changes, each with its quote. */
export const instanceBillingRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.renewKvmQuote, async (request) =>
    ok(await quoteRenewal(deps, authOf(request), request.body, 'kvm')),
  );
  handle(app, endpoints.renewKvm, async (request) =>
    ok(await renewInstance(deps, authOf(request), request.body, 'kvm')),
  );
  handle(app, endpoints.renewContainerQuote, async (request) =>
    ok(await quoteRenewal(deps, authOf(request), request.body, 'container')),
  );
  handle(app, endpoints.renewContainer, async (request) =>
    ok(await renewInstance(deps, authOf(request), request.body, 'container')),
  );

  handle(app, endpoints.stopWithRefundQuote, async (request) =>
    ok(await quoteStopWithRefund(deps, authOf(request), request.body.instance_id)),
  );

  handle(app, endpoints.stopWithRefund, async (request) =>
    ok(await stopWithRefund(deps, authOf(request), request.body.instance_id)),
  );

  handle(app, endpoints.changeDueModeQuote, async (request) =>
    ok(await quoteDueModeChange(deps, authOf(request), request.body)),
  );

  handle(app, endpoints.changeDueMode, async (request) =>
    ok(await changeDueMode(deps, authOf(request), request.body)),
  );
};
