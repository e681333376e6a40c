import { ErrorCode, Reason } from '@gpucloud/contracts';
import {
  type Allowance,
  allowanceShortFen,
  type Fen,
  type PaymentSplit,
  type WalletForPayment,
} from '@gpucloud/domain';
import type { Db } from '../../../core/db';
import { AppError, refused } from '../../../core/errors';
import { lockSubAccount } from '../../account';
import { lockWallet } from '../wallet.repository';

/** Who pays and whether they can: the lock every charge starts with, and the split it may take. */

/** Who pays: a main account's wallet, and the sub-account spending from it, if one is. */
export interface Payer {
  userId: number;
  subAccountId: number | null;
}

export type PaidSplit = Extract<PaymentSplit, { ok: true }>;

export const SUB_ACCOUNT_LIMIT_REASON = 'the sub-account money limit is less than package price';

/**
 * Locks the payer's wallet and then its sub-account (the order every movement locks them in) and
 * reads what the domain rules need.
 */
export async function lockPayer(tx: Db, payer: Payer) {
  const wallet = await lockWallet(tx, payer.userId);
  const sub = payer.subAccountId === null ? null : await lockSubAccount(tx, payer.subAccountId);
  const forPayment: WalletForPayment = {
    moneyFen: wallet.money,
    vouchersFen: wallet.powerMoney,
    creditQuotaFen: wallet.creditQuota,
    voucherFirst: wallet.voucherFirst,
  };
  const allowance: Allowance | null = sub ? { limitFen: sub.moneyLimit, usedFen: sub.moneyUsed } : null;
  return { wallet, forPayment, allowance };
}

/**
 * The split a charge may take, or the refusal: a sub-account's own limit first (it cannot top up,
 * so the fast-pay prompt the wallet refusal opens would not help it), then the wallet.
 */
export function payableSplit(
  priceFen: Fen,
  split: PaymentSplit | null,
  allowance: Allowance | null,
): PaidSplit {
  if (allowanceShortFen(priceFen, allowance) > 0) throw refused(SUB_ACCOUNT_LIMIT_REASON);
  if (!split?.ok) throw new AppError(ErrorCode.REFUSED, Reason.INSUFFICIENT_BALANCE);
  return split;
}
