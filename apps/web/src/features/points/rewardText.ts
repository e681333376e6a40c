import type { Redemption, ScoreItem } from '@gpucloud/contracts';

/**
 * Which text of the scoreStore namespace says a reward, with its values; the page passes it to its
 * typed `t` (a plain descriptor keeps these rules testable without an i18next instance).
 */
export type RewardMessage =
  | { key: 'voucherReward' | 'voucherAdded'; values: { amount: string } }
  | { key: 'storageReward'; values: { gb: number; days: number } }
  | { key: 'storageAdded'; values: { gb: number; until: string } }
  | { key: 'couponReward'; values: { name: string } }
  | { key: 'couponAdded'; values: Record<string, never> };

/** What an item gives, as its card says: "Compute voucher ¥10.00", "10 GB file storage for 30 days". */
export function rewardText(
  item: Pick<ScoreItem, 'voucher_amount' | 'coupon_name' | 'storage_gb' | 'storage_days'>,
): RewardMessage {
  if (item.voucher_amount !== null)
    return { key: 'voucherReward', values: { amount: item.voucher_amount.toFixed(2) } };
  if (item.storage_gb !== null)
    return { key: 'storageReward', values: { gb: item.storage_gb, days: item.storage_days ?? 0 } };
  return { key: 'couponReward', values: { name: item.coupon_name ?? '' } };
}

/** What the toast says once a redemption went through. */
export function redeemedText(done: Redemption): RewardMessage {
  if (done.voucher_amount !== null)
    return { key: 'voucherAdded', values: { amount: done.voucher_amount.toFixed(2) } };
  if (done.storage_gb !== null)
    return { key: 'storageAdded', values: { gb: done.storage_gb, until: done.storage_until ?? '' } };
  return { key: 'couponAdded', values: {} };
}
