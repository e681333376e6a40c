import { walletEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import { readerLanguage } from '../../core/http/reader-language';
import type { RoutesPlugin } from '../../core/http/route-types';
import { buyVoucherPack, listVoucherPacks, setPayPreference } from './vouchers.service';
import { getBalanceChanges } from './wallet.service';

export const walletRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.balanceChangeList, async (request) =>
    ok(await getBalanceChanges(deps, authOf(request), request.body, readerLanguage(request))),
  );

  handle(app, endpoints.voucherPacks, async () => ok({ packs: listVoucherPacks() }));

  handle(app, endpoints.buyVoucherPack, async (request) =>
    ok(await buyVoucherPack(deps, authOf(request), request.body.pack_id)),
  );

  handle(app, endpoints.setPayPreference, async (request) => {
    await setPayPreference(deps, authOf(request), request.body.voucher_first);
    return ok({});
  });
};
