import type { UserInfo } from '@gpucloud/contracts';
import { addFen, type Fen, fenToYuan, yuanToFen } from '@gpucloud/domain';

/** The derived amounts of SPEC §3, in yuan as the API gives them, computed exactly in fen. */
export interface Funds {
  /** Balance, shown as 0 while credit covers a negative balance. */
  displayMoney: number;
  /** Credit quota minus what the overdraft already uses. */
  remainCreditMoney: number;
  /** Balance + compute vouchers + credit quota. */
  integratedMoney: number;
}

export function deriveFunds(info: Pick<UserInfo, 'Money' | 'PowerMoney' | 'CreditMoneyQuota'>): Funds {
  // The wallet amounts are null for sub-accounts, which have no wallet of their own.
  const balance = yuanToFen(info.Money ?? 0);
  const quota = yuanToFen(info.CreditMoneyQuota ?? 0);
  const vouchers = yuanToFen(info.PowerMoney ?? 0);
  const display: Fen = quota > 0 && balance < 0 ? 0 : balance;
  const remainCredit: Fen = balance <= 0 ? Math.max(0, addFen(quota, balance)) : quota;
  return {
    displayMoney: fenToYuan(display),
    remainCreditMoney: fenToYuan(remainCredit),
    integratedMoney: fenToYuan(addFen(balance, vouchers, quota)),
  };
}
