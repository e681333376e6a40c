import { pointsEndpoints as endpoints, opsPointsEndpoints as ops } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf, staffActorOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import { readerLanguage } from '../../core/http/reader-language';
import type { RoutesPlugin } from '../../core/http/route-types';
import {
  addStock,
  createItem,
  opsItems,
  opsRedemptions,
  opsUserPoints,
  publishItem,
  updateScoreItem,
} from './ops-score-store.service';
import { checkIn, pointsLedgerPage, pointsSummary } from './points.service';
import { publishedItems, redeem } from './score-store.service';

/** The score store: items for anyone, points for main accounts, items and redemptions for support. */
export const pointsRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.items, async () => ok(await publishedItems(deps)));
  handle(app, endpoints.summary, async (request) => ok(await pointsSummary(deps, authOf(request))));
  handle(app, endpoints.ledger, async (request) =>
    ok(await pointsLedgerPage(deps, authOf(request).userId, request.body, readerLanguage(request))),
  );
  handle(app, endpoints.checkIn, async (request) => ok(await checkIn(deps, authOf(request))));
  handle(app, endpoints.redeem, async (request) => ok(await redeem(deps, authOf(request), request.body)));

  handle(app, ops.items, async () => ok(await opsItems(deps)));
  handle(app, ops.createItem, async (request) =>
    ok(await createItem(deps, staffActorOf(request), request.body)),
  );
  handle(app, ops.updateItem, async (request) =>
    ok(await updateScoreItem(deps, staffActorOf(request), request.body)),
  );
  handle(app, ops.addStock, async (request) => ok(await addStock(deps, staffActorOf(request), request.body)));
  handle(app, ops.publish, async (request) =>
    ok(await publishItem(deps, staffActorOf(request), request.body)),
  );
  handle(app, ops.redemptions, async (request) => ok(await opsRedemptions(deps, request.body)));
  handle(app, ops.userPoints, async (request) =>
    ok(await opsUserPoints(deps, request.body, readerLanguage(request))),
  );
};
