import { reservationsEndpoints as endpoints, opsReservationsEndpoints as ops } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf, staffActorOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import { readerLanguage } from '../../core/http/reader-language';
import type { RoutesPlugin } from '../../core/http/route-types';
import { quoteRenewal, renewInstance } from '../instances';
import { bareMetalLog } from './bare-metal-instances.service';
import {
  confirmReservation,
  deliverReservation,
  deskReservations,
  freeHostsFor,
  refuseReservation,
} from './reservation-desk.service';
import {
  addReservation,
  bareMetalShowList,
  cancelReservation,
  quoteReservation,
  reservationsOf,
} from './reservations.service';

/** Bare metal (issue 17): the show list, reservations and their fleet desk, renewals and logs. */
export const reservationsRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.showList, async (request) => ok(await bareMetalShowList(deps, request.body)));
  handle(app, endpoints.quote, async (request) =>
    ok(await quoteReservation(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.add, async (request) =>
    ok(await addReservation(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.list, async (request) =>
    ok(await reservationsOf(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.cancel, async (request) =>
    ok(await cancelReservation(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.renewQuote, async (request) =>
    ok(await quoteRenewal(deps, authOf(request), request.body, 'bare_metal')),
  );
  handle(app, endpoints.renew, async (request) =>
    ok(await renewInstance(deps, authOf(request), request.body, 'bare_metal')),
  );
  handle(app, endpoints.logs, async (request) =>
    ok(await bareMetalLog(deps, authOf(request), request.body, readerLanguage(request))),
  );

  handle(app, ops.list, async (request) => ok(await deskReservations(deps, request.body)));
  handle(app, ops.confirm, async (request) => {
    await confirmReservation(deps, staffActorOf(request), request.body.reservation_id);
    return ok({});
  });
  handle(app, ops.refuse, async (request) => {
    await refuseReservation(deps, staffActorOf(request), request.body);
    return ok({});
  });
  handle(app, ops.freeHosts, async (request) => ok(await freeHostsFor(deps, request.body.reservation_id)));
  handle(app, ops.deliver, async (request) =>
    ok(await deliverReservation(deps, staffActorOf(request), request.body)),
  );
};
