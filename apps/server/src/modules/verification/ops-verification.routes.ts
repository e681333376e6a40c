import { opsVerificationEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { staffActorOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import {
  listForReview,
  revealVerification,
  reviewVerification,
  verificationForReview,
} from './verification-review.service';

/** The verification review desk of the operator console (reviewer role). */
export const opsVerificationRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.list, async (request) => ok(await listForReview(deps, request.body)));

  handle(app, endpoints.detail, async (request) =>
    ok(await verificationForReview(deps, request.body.verification_id)),
  );

  handle(app, endpoints.reveal, async (request) =>
    ok(await revealVerification(deps, staffActorOf(request), request.body.verification_id)),
  );

  handle(app, endpoints.review, async (request) => {
    await reviewVerification(deps, staffActorOf(request), request.body);
    return ok({});
  });
};
