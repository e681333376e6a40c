import { walletEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import { readerLanguage } from '../../core/http/reader-language';
import type { RoutesPlugin } from '../../core/http/route-types';
import { createTopUp, getTopUpQr, getTopUpStatus } from './top-up.service';

/** QR top-ups (SPEC §4): main accounts only; a sub-account spends its main account's money. */
export const topUpRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.createTopUp, async (request) =>
    ok(await createTopUp(deps, authOf(request), request.body, readerLanguage(request))),
  );

  handle(app, endpoints.topUpQr, async (request) =>
    ok(await getTopUpQr(deps, authOf(request), request.body.out_trade_no)),
  );

  handle(app, endpoints.topUpStatus, async (request) =>
    ok(await getTopUpStatus(deps, authOf(request), request.body.out_trade_no)),
  );
};
