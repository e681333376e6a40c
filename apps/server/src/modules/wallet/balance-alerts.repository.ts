import type { Fen } from '@gpucloud/domain';
import { eq, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../core/db';
import { burnPerAccountSql, spendableSql } from '../../db/burn.sql';
import { balanceAlerts } from '../../db/schema/wallet/balance-alerts.table';

/**
 * The money alerts' rows (issue 44). Each notice is claimed by a conditional write of its flag
 * (null → now) in the sweep's transaction: a second process running the same sweep waits on the
 * row lock, sees the flag set and claims nothing, so every crossing is told once.
 */

export async function findThresholdFen(db: Db, userId: number): Promise<Fen> {
  const [row] = await db
    .select({ thresholdFen: balanceAlerts.thresholdFen })
    .from(balanceAlerts)
    .where(eq(balanceAlerts.userId, userId));
  return row?.thresholdFen ?? 0;
}

/** Sets the threshold and re-arms its notice: the next sweep compares the funds with the new figure. */
export async function saveThreshold(db: Db, userId: number, thresholdFen: Fen): Promise<void> {
  await db
    .insert(balanceAlerts)
    .values({ userId, thresholdFen })
    .onConflictDoUpdate({ target: balanceAlerts.userId, set: { thresholdFen, lowNoticedAt: null } });
}

type FiguresRow = {
  spendable_fen: string | number;
  burn_fen: string | number | null;
  running: number | null;
};

/** What one account can spend, its burn per hour and how many instances make it (no lock: for showing). */
export async function readRunwayFigures(db: Db, userId: number, now: Date) {
  const [row] = await executeRows<FiguresRow>(
    db,
    sql`select ${spendableSql('w', 'b')} as spendable_fen, b.burn_fen, b.running
        from wallets w left join (${burnPerAccountSql(now, userId)}) b on b.user_id = w.user_id
        where w.user_id = ${userId}`,
  );
  return {
    spendableFen: Number(row?.spendable_fen ?? 0),
    burnFen: Number(row?.burn_fen ?? 0),
    running: row?.running ?? 0,
  };
}

type ClaimRow = { user_id: number; spendable_fen: string | number; figure_fen: string | number };
const claimed = (rows: ClaimRow[]) =>
  rows.map((row) => ({
    userId: row.user_id,
    spendableFen: Number(row.spendable_fen),
    /** The threshold (low balance) or the burn per hour (about to stop). */
    figureFen: Number(row.figure_fen),
  }));
export type ClaimedAlert = ReturnType<typeof claimed>[number];

/**
 * Re-arms the notices whose condition has passed: funds at or above the threshold (or no
 * threshold), funds covering an hour of the burn (or nothing running).
 */
export async function rearmAlerts(tx: Db, now: Date): Promise<void> {
  await tx.execute(sql`update balance_alerts a set low_noticed_at = null
    from wallets w left join (${burnPerAccountSql(now)}) b on b.user_id = w.user_id
    where w.user_id = a.user_id and a.low_noticed_at is not null
      and (a.threshold_fen = 0 or ${spendableSql('w', 'b')} >= a.threshold_fen)`);
  await tx.execute(sql`update balance_alerts a set stop_warned_at = null from wallets w
    where w.user_id = a.user_id and a.stop_warned_at is not null
      and not exists (select 1 from (${burnPerAccountSql(now)}) b
                      where b.user_id = a.user_id and ${spendableSql('w', 'b')} < b.burn_fen)`);
}

/** Accounts whose funds are under their threshold and not yet told: the flag is set as they are claimed. */
export async function claimLowBalance(tx: Db, now: Date): Promise<ClaimedAlert[]> {
  return claimed(
    await executeRows<ClaimRow>(
      tx,
      sql`update balance_alerts a set low_noticed_at = ${now.toISOString()}::timestamptz
          from wallets w left join (${burnPerAccountSql(now)}) b on b.user_id = w.user_id
          where w.user_id = a.user_id and a.threshold_fen > 0 and a.low_noticed_at is null
            and ${spendableSql('w', 'b')} < a.threshold_fen
          returning a.user_id, ${spendableSql('w', 'b')} as spendable_fen, a.threshold_fen as figure_fen`,
    ),
  );
}

/**
 * Accounts whose funds cover less than one hour of their burn and not yet warned: the billing tick
 * stops their pay-as-you-go instances at the next hour it cannot charge. Claimed by an upsert whose
 * update only fills an empty flag.
 */
export async function claimAboutToStop(tx: Db, now: Date): Promise<ClaimedAlert[]> {
  return claimed(
    await executeRows<ClaimRow>(
      tx,
      sql`with short as (
            select b.user_id, ${spendableSql('w', 'b')} as spendable_fen, b.burn_fen as figure_fen
            from (${burnPerAccountSql(now)}) b join wallets w on w.user_id = b.user_id
            where ${spendableSql('w', 'b')} < b.burn_fen
          ),
          flagged as (
            insert into balance_alerts (user_id, stop_warned_at)
            select user_id, ${now.toISOString()}::timestamptz from short
            on conflict (user_id) do update set stop_warned_at = excluded.stop_warned_at
              where balance_alerts.stop_warned_at is null
            returning user_id
          )
          select s.user_id, s.spendable_fen, s.figure_fen from short s join flagged f on f.user_id = s.user_id`,
    ),
  );
}
