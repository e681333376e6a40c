import type { Fen } from '@gpucloud/domain';
import type { Db } from '../../../core/db';
import { insertWallet, updateCreditQuota, updateVoucherFirst } from '../money-movements.repository';

/** A wallet's life and terms, which move no money: opening it, its credit line, which pocket pays first. */

/** Opens the (empty) wallet of a new account, in the transaction that creates the account. */
export function openWallet(tx: Db, userId: number): Promise<void> {
  return insertWallet(tx, userId);
}

/** Sets the credit line; the caller holds the wallet lock and has checked what is owed (a CHECK guards it too). */
export function setCreditLine(tx: Db, userId: number, quotaFen: Fen): Promise<void> {
  return updateCreditQuota(tx, userId, quotaFen);
}

/** Which pocket pays orders first (SPEC §9); it changes no amount. */
export function setVoucherFirst(db: Db, userId: number, voucherFirst: boolean): Promise<void> {
  return updateVoucherFirst(db, userId, voucherFirst);
}
