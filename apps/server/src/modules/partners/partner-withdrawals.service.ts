import type { Withdrawal, WithdrawalStatus } from '@gpucloud/contracts';
import { checkBankCardNumber, fenToYuan, maskBankCardNumber } from '@gpucloud/domain';
import type { AuthContext, StaffActor } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { systemText } from '../../core/messaging/system-text';
import { notify } from '../notifications';
import { type AuditedDecision, decideAudited, recordAudit } from '../staff';
import { verifiedOwnerOf } from '../verification';
import { lockWallet, moveEarningsToBalance, returnWithdrawal, takeForWithdrawal } from '../wallet';
import { withdrawalsThisMonth } from './partner-applications.service';
import {
  findBalanceMoveByRequest,
  findWithdrawalByRequest,
  insertBalanceMove,
  insertWithdrawal,
  listDeskWithdrawals,
  listWithdrawalsOf,
  lockWithdrawal,
  updateWithdrawal,
  type WithdrawalRow,
} from './partner-withdrawals.repository';
import { lockPartner } from './partners.repository';

const OBJECT = 'partner_withdrawal';
const RECORDS = '/console/finance/withdrawRecords';
const notFound = () => refused('withdrawal_id: no such withdrawal');

interface SealedAccount {
  holder: string;
  card: string;
}

function withdrawalOut(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: fenToYuan(row.amountFen),
    status: row.status,
    bank_name: row.bankName,
    card_number: row.maskedCard,
    holder_name: row.maskedHolder,
    reference: row.reference,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Locks the partner row: the first step of every movement out of the withdrawable pocket, so two
 * withdrawals racing are counted and checked one after the other.
 */
async function lockApprovedPartner(tx: Db, userId: number) {
  const row = await lockPartner(tx, userId);
  if (row?.status !== 'approved') throw refused('only an approved sales partner has earnings to withdraw');
  return row;
}

/**
 * A withdrawal of settled earnings to a bank account in the verified owner's name: at least the
 * minimum, at most the monthly number, never more than is withdrawable (the amount leaves the pocket
 * now and comes back if finance refuses). The same request id answers the first withdrawal.
 */
export async function applyForWithdrawal(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'vault'>,
  auth: AuthContext,
  input: { amount: number; bank_name: string; card_number: string; request_id: string },
): Promise<{ withdrawal: Withdrawal }> {
  const terms = deps.config.partners;
  const card = checkBankCardNumber(input.card_number);
  if (!card.ok) throw refused(`card_number: ${card.reason}`);
  return deps.db.transaction(async (tx) => {
    await lockApprovedPartner(tx, auth.userId);
    const replayed = await findWithdrawalByRequest(tx, auth.userId, input.request_id);
    if (replayed) return { withdrawal: withdrawalOut(replayed) };
    const owner = await verifiedOwnerOf(deps, tx, auth.userId);
    if (!owner) throw refused('a passed personal or enterprise verification is needed to withdraw');
    if (input.amount < terms.withdrawalMinFen)
      throw refused(
        `amount: the least one withdrawal may be is ${fenToYuan(terms.withdrawalMinFen).toFixed(2)}`,
      );
    const now = deps.clock.now();
    if ((await withdrawalsThisMonth(tx, auth.userId, now)) >= terms.withdrawalsPerMonth)
      throw refused(`at most ${terms.withdrawalsPerMonth} withdrawals a month`);
    const sealed: SealedAccount = { holder: owner.name, card: card.number };
    const row = await insertWithdrawal(tx, {
      partnerUserId: auth.userId,
      requestId: input.request_id,
      amountFen: input.amount,
      bankName: input.bank_name,
      accountSealed: deps.vault.seal(JSON.stringify(sealed)),
      maskedCard: maskBankCardNumber(card.number),
      maskedHolder: owner.masked,
      createdAt: now,
    });
    await takeForWithdrawal(tx, auth.userId, input.amount, { withdrawalId: row.id, now });
    return { withdrawal: withdrawalOut(row) };
  });
}

export async function withdrawalsOf(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  input: { status?: WithdrawalStatus; page: number; page_size: number },
) {
  const { rows, total } = await listWithdrawalsOf(deps.db, auth.userId, input.status, {
    page: input.page,
    pageSize: input.page_size,
  });
  return {
    list: rows.map(withdrawalOut),
    total,
    page: input.page,
    page_size: input.page_size,
  };
}

/** Settled earnings to the partner's own balance, once per request id. */
export async function moveToBalance(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  input: { amount: number; request_id: string },
): Promise<{ withdrawable: number; balance: number }> {
  return deps.db.transaction(async (tx) => {
    // The wallet first, then the partner row: the one lock order of every money movement.
    const wallet = await lockWallet(tx, auth.userId);
    const partner = await lockApprovedPartner(tx, auth.userId);
    const replayed = await findBalanceMoveByRequest(tx, auth.userId, input.request_id);
    if (replayed)
      return { withdrawable: fenToYuan(partner.withdrawableFen), balance: fenToYuan(wallet.money) };
    const now = deps.clock.now();
    const move = await insertBalanceMove(tx, {
      partnerUserId: auth.userId,
      requestId: input.request_id,
      amountFen: input.amount,
      createdAt: now,
    });
    const moved = await moveEarningsToBalance(tx, auth.userId, input.amount, { moveId: move.id, now });
    return { withdrawable: fenToYuan(moved.withdrawableFen), balance: fenToYuan(moved.balanceFen) };
  });
}

/** The finance desk's list: applied ones oldest first (the queue), the others newest first. */
export async function deskWithdrawals(
  deps: Pick<AppDeps, 'db'>,
  input: { status: WithdrawalStatus; q?: string; page: number; page_size: number },
) {
  const { rows, total, waiting } = await listDeskWithdrawals(
    deps.db,
    { status: input.status, q: input.q },
    { page: input.page, pageSize: input.page_size },
  );
  return {
    list: rows.map(({ withdrawal, phone }) => ({
      ...withdrawalOut(withdrawal),
      user_id: withdrawal.partnerUserId,
      user_phone: phone,
    })),
    total,
    page: input.page,
    page_size: input.page_size,
    waiting,
  };
}

async function lockExistingWithdrawal(tx: Db, id: number): Promise<WithdrawalRow> {
  const row = await lockWithdrawal(tx, id);
  if (!row) throw notFound();
  return row;
}

/** The full account to pay a withdrawal to; each read is written to the audit trail. */
export async function revealWithdrawalAccount(
  deps: Pick<AppDeps, 'db' | 'clock' | 'vault'>,
  actor: StaffActor,
  id: number,
) {
  return deps.db.transaction(async (tx) => {
    const row = await lockExistingWithdrawal(tx, id);
    const account = JSON.parse(deps.vault.open(row.accountSealed)) as SealedAccount;
    await recordAudit(tx, {
      ...actor,
      at: deps.clock.now(),
      objectType: OBJECT,
      objectId: id,
      before: null,
      after: null,
      note: systemText('audit.read_bank_account', {}),
    });
    return { holder_name: account.holder, bank_name: row.bankName, card_number: account.card };
  });
}

/** Finance has transferred the money: the withdrawal is paid (nothing moves: it left the pocket on applying). */
export async function payWithdrawal(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: { withdrawal_id: number; reference: string },
): Promise<void> {
  await decideAudited(
    deps,
    actor,
    withdrawalDecision(input.withdrawal_id, async (tx, row, now) => {
      await updateWithdrawal(tx, row.id, {
        status: 'paid',
        reference: input.reference,
        decidedAt: now,
        decidedBy: actor.staff.staffId,
      });
      await notify(
        tx,
        { userId: row.partnerUserId, subAccountId: null },
        {
          kind: 'notification',
          template: 'partner.withdrawal_paid',
          params: { amount: row.amountFen, reference: input.reference },
          link: RECORDS,
          now,
        },
      );
      return { status: 'paid', reference: input.reference };
    }),
  );
}

/** Refused: the amount goes back to the withdrawable pocket. */
export async function refuseWithdrawal(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: { withdrawal_id: number; reason: string },
): Promise<void> {
  await decideAudited(
    deps,
    actor,
    withdrawalDecision(input.withdrawal_id, async (tx, row, now) => {
      await updateWithdrawal(tx, row.id, {
        status: 'refused',
        reason: input.reason,
        decidedAt: now,
        decidedBy: actor.staff.staffId,
      });
      await returnWithdrawal(tx, row.partnerUserId, row.amountFen, { withdrawalId: row.id, now });
      await notify(
        tx,
        { userId: row.partnerUserId, subAccountId: null },
        {
          kind: 'notification',
          template: 'partner.withdrawal_refused',
          params: { amount: row.amountFen, reason: input.reason },
          link: RECORDS,
          now,
        },
      );
      return { status: 'refused', reason: input.reason };
    }),
  );
}

/** Deciding an applied withdrawal: locked, refused once decided, audited with its status. */
function withdrawalDecision(
  id: number,
  apply: AuditedDecision<WithdrawalRow>['apply'],
): AuditedDecision<WithdrawalRow> {
  return {
    objectType: OBJECT,
    objectId: id,
    lock: (tx) => lockWithdrawal(tx, id),
    notFound,
    refusal: (row) => (row.status === 'applied' ? null : 'this withdrawal has been decided already'),
    before: (row) => ({ status: row.status }),
    apply,
  };
}
