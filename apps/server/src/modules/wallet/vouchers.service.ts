import { fenToYuan, findVoucherPack, VOUCHER_PACKS } from '@gpucloud/domain';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { newOrderNo } from '../../core/order-numbers';
import type { AuthContext } from '../auth/sessions.service';
import { insertOrder } from '../billing/orders.repository';
import { applyLedgerEntry, lockWallet, setVoucherFirst } from './wallet.repository';

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
export async function buyVoucherPack(deps: AppDeps, auth: AuthContext, packId: string) {
  const pack = findVoucherPack(packId);
  if (!pack) throw refused('no such voucher pack');
  return deps.db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, auth.userId);
    if (wallet.money < pack.priceFen) throw refused('balance is less than the pack price: top up first');
    const now = deps.clock.now();
    const orderNo = newOrderNo('P', now);
    const title = `Compute vouchers ${fenToYuan(pack.faceFen).toFixed(2)}`;
    await insertOrder(tx, {
      orderNo,
      userId: auth.userId,
      kind: 'voucher_pack',
      title,
      amount: pack.priceFen,
      paidBalance: pack.priceFen,
      createdAt: now,
      paidAt: now,
    });
    const ref = { refType: 'order', refId: orderNo, note: title, kind: 'voucher_purchase' as const, now };
    const money = await applyLedgerEntry(tx, {
      ...ref,
      userId: auth.userId,
      pocket: 'balance',
      amount: -pack.priceFen,
    });
    const vouchers = await applyLedgerEntry(tx, {
      ...ref,
      userId: auth.userId,
      pocket: 'vouchers',
      amount: pack.faceFen,
    });
    return { Money: fenToYuan(money.balanceAfter), PowerMoney: fenToYuan(vouchers.balanceAfter) };
  });
}

export async function setPayPreference(
  deps: AppDeps,
  auth: AuthContext,
  voucherFirst: boolean,
): Promise<void> {
  await setVoucherFirst(deps.db, auth.userId, voucherFirst);
}
