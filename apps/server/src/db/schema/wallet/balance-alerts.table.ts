import { LOW_BALANCE_THRESHOLD_MAX_FEN } from '@gpucloud/domain';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable } from 'drizzle-orm/pg-core';
import { fen, instant } from '../../columns';
import { users } from '../account/account.table';

/**
 * The money alerts of a main account (issue 44): its low-balance threshold (0 = off) and the two
 * notices' flags. A flag is set by a conditional update when its notice is sent, so two processes
 * send it once; it is cleared (re-armed) when the funds are back above the threshold, or again
 * cover an hour of the burn. A row exists once a threshold was set or a stop warning was sent.
 */
export const balanceAlerts = pgTable(
  'balance_alerts',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id),
    thresholdFen: fen().notNull().default(0),
    /** When the low-balance notice went out for the crossing in progress; null = armed. */
    lowNoticedAt: instant(),
    /** When the about-to-stop warning went out; null = armed. */
    stopWarnedAt: instant(),
  },
  (t) => [
    check(
      'balance_alerts_threshold_range',
      sql`${t.thresholdFen} >= 0 and ${t.thresholdFen} <= ${sql.raw(String(LOW_BALANCE_THRESHOLD_MAX_FEN))}`,
    ),
  ],
);
