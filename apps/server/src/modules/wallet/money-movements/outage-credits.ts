import type { Fen } from '@gpucloud/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db';
import { systemText } from '../../../core/messaging/system-text';
import { walletLedger } from '../../../db/schema/wallet/wallet.table';
import { applyLedgerEntry } from '../money-movements.repository';
import { lockWallet } from '../wallet.repository';

/** The ledger rows of outage credits name this, with `<outage>:<instance>` as their id. */
const OUTAGE_REF = 'host_outage';

/**
 * Credits compute vouchers for the prepaid time an instance lost in a host outage (issue 44,
 * point 5): a `voucher_grant` ledger row under the wallet's row lock, keyed (outage, instance),
 * so a replay or a second process finds the row and credits nothing. Answers whether it credited.
 */
export async function creditOutageVouchers(
  tx: Db,
  credit: {
    userId: number;
    outageId: number;
    instanceId: number;
    name: string;
    minutes: number;
    amountFen: Fen;
  },
  now: Date,
): Promise<boolean> {
  if (credit.amountFen <= 0) return false;
  await lockWallet(tx, credit.userId);
  const refId = `${credit.outageId}:${credit.instanceId}`;
  const [done] = await tx
    .select({ id: walletLedger.id })
    .from(walletLedger)
    .where(
      and(
        eq(walletLedger.userId, credit.userId),
        eq(walletLedger.refType, OUTAGE_REF),
        eq(walletLedger.refId, refId),
      ),
    )
    .limit(1);
  if (done) return false;
  await applyLedgerEntry(tx, {
    userId: credit.userId,
    pocket: 'vouchers',
    kind: 'voucher_grant',
    amount: credit.amountFen,
    refType: OUTAGE_REF,
    refId,
    note: systemText('ledger.outage_credit', { name: credit.name, minutes: credit.minutes }),
    now,
  });
  return true;
}
