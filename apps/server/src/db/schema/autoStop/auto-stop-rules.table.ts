import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from '../../columns';
import { instances } from '../instances/instances.table';

/**
 * An instance's auto-stop rules (issue 42), one row per instance, each rule's columns null when it
 * is not set. The job claims what it acts on with conditional updates, so with several server
 * processes a rule fires once: a due time rule is claimed by clearing `stop_at`; the idle and
 * command rules are looked at under the `check_after` lease, and a finished command is claimed by
 * clearing `command` for its `command_key`.
 */
export const autoStopRules = pgTable(
  'auto_stop_rules',
  {
    instanceId: integer()
      .primaryKey()
      .references(() => instances.id, { onDelete: 'cascade' }),
    /** One-shot: the instant to stop at. */
    stopAt: instant(),
    /** Idle for this many minutes with every GPU's (or the CPU's) maximum under the threshold (percent). */
    idleMinutes: integer(),
    idleThreshold: integer(),
    /** Idle time counts from here: when the rule was set, or last kept running from the warning. */
    idleCountFrom: instant(),
    /** The idle stretch the last warning was for (its start), and when it went out: one per stretch. */
    idleWarnedFor: instant(),
    idleWarnedAt: instant(),
    /** One-shot: a command started on the machine; `command_key` names its files there. */
    command: text(),
    commandKey: text(),
    commandStartedAt: instant(),
    /** The lease under which one process looks at the idle and command rules (once a minute). */
    checkAfter: instant(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    index('auto_stop_rules_stop_at_idx').on(t.stopAt).where(sql`${t.stopAt} is not null`),
    index('auto_stop_rules_watched_idx')
      .on(t.checkAfter)
      .where(sql`${t.idleMinutes} is not null or ${t.command} is not null`),
    check(
      'auto_stop_rules_idle_range',
      sql`${t.idleMinutes} is null or (${t.idleMinutes} between 2 and 1440 and ${t.idleThreshold} between 1 and 50)`,
    ),
    check('auto_stop_rules_command_key', sql`(${t.command} is null) = (${t.commandKey} is null)`),
  ],
);
