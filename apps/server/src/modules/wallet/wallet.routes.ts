import {
  balanceChangeListRequest,
  balanceChangeListResponse,
  buyPowerMoneyRequest,
  buyPowerMoneyResponse,
  sessionOnlyRequest,
  setPayPreferenceRequest,
  setPayPreferenceResponse,
  voucherPacksResponse,
} from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import type { RoutesPlugin } from '../../core/http/route-types';
import { buyVoucherPack, listVoucherPacks, setPayPreference } from './vouchers.service';
import { getBalanceChanges } from './wallet.service';

const tags = ['wallet'];

export const walletRoutes: RoutesPlugin = async (app, { deps }) => {
  app.post(
    '/get_wallet_balance_change_list',
    {
      config: { access: 'main' },
      schema: {
        tags,
        summary: 'The wallet ledger: every balance and voucher movement, newest first',
        body: balanceChangeListRequest,
        response: { 200: balanceChangeListResponse },
      },
    },
    async (request) => ok(await getBalanceChanges(deps, authOf(request), request.body)),
  );

  app.post(
    '/get_power_money_packs',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Compute-voucher packs for sale',
        body: sessionOnlyRequest.optional(),
        response: { 200: voucherPacksResponse },
      },
    },
    async () => ok({ packs: listVoucherPacks() }),
  );

  app.post(
    '/buy_power_money',
    {
      config: { access: 'main' },
      schema: {
        tags,
        summary: 'Buy a compute-voucher pack with balance (not credit)',
        body: buyPowerMoneyRequest,
        response: { 200: buyPowerMoneyResponse },
      },
    },
    async (request) => ok(await buyVoucherPack(deps, authOf(request), request.body.pack_id)),
  );

  app.post(
    '/set_pay_preference',
    {
      config: { access: 'main' },
      schema: {
        tags,
        summary: 'Voucher-first or balance-first for paying orders',
        body: setPayPreferenceRequest,
        response: { 200: setPayPreferenceResponse },
      },
    },
    async (request) => {
      await setPayPreference(deps, authOf(request), request.body.voucher_first);
      return ok({});
    },
  );
};
