import type { Fen } from './money';

export interface WalletForPayment {
  /** Balance; negative while credit is in use. */
  moneyFen: Fen;
  vouchersFen: Fen;
  creditQuotaFen: Fen;
  voucherFirst: boolean;
}

export type PaymentSplit =
  | { ok: true; fromVouchersFen: Fen; fromBalanceFen: Fen; fromCreditFen: Fen }
  | { ok: false; shortFen: Fen };

/**
 * How an order of `priceFen` is paid (SPEC §9). Vouchers pay orders; balance pays down to zero;
 * the credit line covers what is left, but only once balance is at zero or below. Voucher-first
 * takes vouchers before balance, balance-first the other way round; credit always comes last.
 * When even credit cannot cover the price, renting is blocked: `shortFen` says by how much.
 */
export function splitPayment(priceFen: Fen, wallet: WalletForPayment): PaymentSplit {
  let remaining = priceFen;
  const take = (available: Fen) => {
    const taken = Math.max(0, Math.min(available, remaining));
    remaining -= taken;
    return taken;
  };
  const positiveBalance = Math.max(0, wallet.moneyFen);
  let fromVouchersFen = 0;
  let fromBalanceFen = 0;
  if (wallet.voucherFirst) {
    fromVouchersFen = take(wallet.vouchersFen);
    fromBalanceFen = take(positiveBalance);
  } else {
    fromBalanceFen = take(positiveBalance);
    fromVouchersFen = take(wallet.vouchersFen);
  }
  const creditLeft = Math.max(0, wallet.creditQuotaFen + Math.min(0, wallet.moneyFen));
  const fromCreditFen = take(creditLeft);
  if (remaining > 0) return { ok: false, shortFen: remaining };
  return { ok: true, fromVouchersFen, fromBalanceFen, fromCreditFen };
}

/** What a sub-account may spend of its main account's wallet: its limit and what it has spent. */
export interface Allowance {
  limitFen: Fen;
  usedFen: Fen;
}

/** What is left of an allowance; 0 once spending reaches the limit (a lowered limit may sit below it). */
export function allowanceLeftFen(allowance: Allowance): Fen {
  return Math.max(0, allowance.limitFen - allowance.usedFen);
}

/**
 * By how much an order of `priceFen` exceeds a sub-account's allowance (SPEC §6: a sub-account
 * spends within its limit); 0 when it fits, and always 0 for a main account (`null`).
 */
export function allowanceShortFen(priceFen: Fen, allowance: Allowance | null): Fen {
  return allowance ? Math.max(0, priceFen - allowanceLeftFen(allowance)) : 0;
}
