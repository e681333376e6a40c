import { type Fen, fenToYuan } from '@gpucloud/domain';
import type { Db } from '../../../core/db';
import { refused } from '../../../core/errors';
import type { LedgerPocket } from '../../../db/schema/wallet/wallet.table';
import { applyLedgerEntry } from '../money-movements.repository';
import { lockWallet } from '../wallet.repository';
import type { MoneyReference } from './references';

/**
 * A staff credit or debit of one pocket (issue 11): a ledger row of kind `adjustment` under the
 * wallet's row lock. A debit never takes the pocket below zero (nor deeper into credit). Answers
 * the pocket before and after.
 */
export async function adjustPocket(
  tx: Db,
  userId: number,
  change: { pocket: LedgerPocket; amountFen: Fen },
  reference: MoneyReference,
): Promise<{ beforeFen: Fen; afterFen: Fen }> {
  const wallet = await lockWallet(tx, userId);
  const beforeFen = change.pocket === 'balance' ? wallet.money : wallet.powerMoney;
  if (change.amountFen < 0 && beforeFen + change.amountFen < 0) {
    const holds = fenToYuan(Math.max(0, beforeFen)).toFixed(2);
    throw refused(`${change.pocket}: the debit would take it below zero (it holds ${holds})`);
  }
  const moved = await applyLedgerEntry(tx, {
    ...reference,
    userId,
    pocket: change.pocket,
    kind: 'adjustment',
    amount: change.amountFen,
  });
  return { beforeFen, afterFen: moved.balanceAfter };
}
