import { addFen, type Fen, fenToYuan, yuanToFen } from './money';

/** The wallet amounts as the API answers them (yuan); null for a sub-account, which has no wallet. */
export interface WalletAmounts {
  Money: number | null;
  PowerMoney: number | null;
  CreditMoneyQuota: number | null;
}

/** The derived amounts of SPEC §3, in yuan as the API gives them, computed exactly in fen. */
export interface Funds {
  /** Balance, shown as 0 while credit covers a negative balance. */
  displayMoney: number;
  /** Credit quota minus what the overdraft already uses. */
  remainCreditMoney: number;
  /** Balance + compute vouchers + credit quota. */
  integratedMoney: number;
  /** Remaining credit as a whole percent of the quota; 0 without a credit line. */
  creditPercent: number;
}

export function deriveFunds(amounts: WalletAmounts): Funds {
  const balance = yuanToFen(amounts.Money ?? 0);
  const quota = yuanToFen(amounts.CreditMoneyQuota ?? 0);
  const vouchers = yuanToFen(amounts.PowerMoney ?? 0);
  const display: Fen = quota > 0 && balance < 0 ? 0 : balance;
  const remainCredit: Fen = balance <= 0 ? Math.max(0, addFen(quota, balance)) : quota;
  return {
    displayMoney: fenToYuan(display),
    remainCreditMoney: fenToYuan(remainCredit),
    integratedMoney: fenToYuan(addFen(balance, vouchers, quota)),
    creditPercent: quota > 0 ? Math.floor((remainCredit * 100) / quota) : 0,
  };
}
