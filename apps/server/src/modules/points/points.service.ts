import {
  CHECK_IN_POINTS,
  type Language,
  type PointsLedgerEntry,
  type PointsSummary,
  VERIFICATION_POINTS,
} from '@gpucloud/contracts';
import { chinaDayOf, chinaDayStart, fenToYuan, VerifyType } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { systemText } from '../../core/messaging/system-text';
import type { pointsLedger } from '../../db/schema/points/points.table';
import { storedText } from '../notifications';
import {
  applyPoints,
  earnedSince,
  findPointsAccount,
  hasSource,
  listPointsLedger,
  lockPointsAccount,
} from './points.repository';
import { redeemedByItem } from './score-items.repository';

/** Points earned by a check-in, keyed by the China calendar day (Asia/Shanghai, no DST). */
const checkInSource = (userId: number, day: string) => `check_in:${userId}:${day}`;
/** One verification award per account, whichever kind is approved first. */
const verificationSource = (userId: number) => `verification:${userId}`;

/** A points ledger row as the API answers it, its note in the reader's language. */
export function ledgerEntryOut(row: typeof pointsLedger.$inferSelect, language: Language): PointsLedgerEntry {
  return {
    id: row.id,
    kind: row.kind,
    points: row.points,
    balance_after: row.balanceAfter,
    note: storedText(language, row.noteCode, row.noteParams, row.note),
    created_at: row.createdAt.toISOString(),
  };
}

export async function pointsSummary(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
): Promise<PointsSummary> {
  const now = deps.clock.now();
  const today = chinaDayOf(now);
  const [account, earnedToday, checkedIn, redeemed] = await Promise.all([
    findPointsAccount(deps.db, auth.userId),
    earnedSince(deps.db, auth.userId, chinaDayStart(today) ?? now),
    hasSource(deps.db, checkInSource(auth.userId, today)),
    redeemedByItem(deps.db, auth.userId),
  ]);
  return {
    balance: account.balance,
    earned_today: earnedToday,
    checked_in_today: checkedIn,
    check_in_points: CHECK_IN_POINTS,
    spent_from_balance: fenToYuan(account.spentFen),
    redeemed: redeemed.map((row) => ({ item_id: row.itemId, count: row.n })),
  };
}

export async function pointsLedgerPage(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  query: { page: number; page_size: number },
  language: Language,
) {
  const { rows, total } = await listPointsLedger(deps.db, userId, {
    page: query.page,
    pageSize: query.page_size,
  });
  return { list: rows.map((row) => ledgerEntryOut(row, language)), total };
}

/**
 * The daily check-in: once per account and China day. Concurrent check-ins queue on the account's
 * row lock and the ledger's unique key answers the later ones, which are refused.
 */
export async function checkIn(deps: Pick<AppDeps, 'db' | 'clock'>, auth: AuthContext) {
  const now = deps.clock.now();
  const day = chinaDayOf(now);
  return deps.db.transaction(async (tx) => {
    const account = await lockPointsAccount(tx, auth.userId);
    const moved = await applyPoints(tx, account, {
      kind: 'check_in',
      points: CHECK_IN_POINTS,
      sourceRef: checkInSource(auth.userId, day),
      note: systemText('points.check_in', { day }),
      now,
    });
    if (!moved) throw refused('you have checked in today already; come back tomorrow');
    return { points: CHECK_IN_POINTS, balance: moved.balanceAfter };
  });
}

/**
 * Points for a completed personal or enterprise verification, once per account, in the
 * transaction that approves it (a second approval, of the other kind, earns nothing more).
 */
export async function awardVerificationPoints(
  tx: Db,
  verification: { userId: number; verifyType: number; id: number },
  now: Date,
): Promise<void> {
  // A student verification (its own page, renewed yearly) earns nothing.
  if (verification.verifyType !== VerifyType.PERSONAL && verification.verifyType !== VerifyType.ENTERPRISE)
    return;
  const account = await lockPointsAccount(tx, verification.userId);
  await applyPoints(tx, account, {
    kind: 'verification',
    points: VERIFICATION_POINTS,
    sourceRef: verificationSource(verification.userId),
    note: systemText('points.verification', { id: verification.id }),
    now,
  });
}
