import { fenToYuan, findVoucherPack, VOUCHER_PACKS } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { systemText } from '../../core/messaging/system-text';
import { newOrderNo } from '../../core/order-numbers';
import { lockPayer } from './money-movements/payer';
import { exchangeForVouchers } from './money-movements/voucher-purchases';
import { setVoucherFirst } from './money-movements/wallet-settings';
import type { WalletDeps } from './wallet-deps';

export function listVoucherPacks() {
  return VOUCHER_PACKS.map((pack) => ({
    Id: pack.id,
    FaceValue: fenToYuan(pack.faceFen),
    Price: fenToYuan(pack.priceFen),
  }));
}

/**
 * Buys a voucher pack with balance: both pockets move in one transaction under the wallet lock.
 * Only real balance pays; credit does not, so no one goes into debt for vouchers.
 */
export async function buyVoucherPack(deps: WalletDeps, auth: AuthContext, packId: string) {
  const pack = findVoucherPack(packId);
  if (!pack) throw refused('no such voucher pack');
  return deps.db.transaction(async (tx) => {
    const { wallet } = await lockPayer(tx, { userId: auth.userId, subAccountId: null });
    if (wallet.money < pack.priceFen) throw refused('balance is less than the pack price: top up first');
    const now = deps.clock.now();
    const moved = await exchangeForVouchers(
      tx,
      auth.userId,
      { priceFen: pack.priceFen, faceFen: pack.faceFen },
      { orderNo: newOrderNo('P', now), title: systemText('order.vouchers', { amount: pack.faceFen }), now },
    );
    return { Money: fenToYuan(moved.moneyFen), PowerMoney: fenToYuan(moved.vouchersFen) };
  });
}

export async function setPayPreference(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  voucherFirst: boolean,
): Promise<void> {
  await setVoucherFirst(deps.db, auth.userId, voucherFirst);
}
