import {
  AWAITING_STOP_STATES,
  BILLABLE_STATES,
  type InstanceState,
  PERIOD_STATES,
  SHUT_DOWN_STATES,
  STATUS_DETAILS,
  targetOf,
} from '@gpucloud/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../core/db';
import { OUTSIDE_OUTAGE, owedMinutes, RATE, tickEndMinuteSql } from '../db/billing-minutes.sql';
import { sqlList } from '../db/sql-list';
import { isoInstant, templatedInboxColumns } from '../modules/notifications';

/** The billing tick's lock, shared with the wallet's partner settlement (db/advisory-lock.ts). */
export { lockBillingTick } from '../db/advisory-lock';

/**
 * The set-based statements of the billing tick. Each changes instances and, in the same
 * statement, writes their events, their owners' messages and gives GPUs back to hosts.
 */

interface Changed {
  id: number;
  provider_ref: string | null;
}

/** Prepaid instances ending within 24 h are told once (a renewal clears `expiry_notice_at`). */
export function noticeExpiringSoon(tx: Db, now: string) {
  const expiring = templatedInboxColumns('instance.expiring_soon', {
    name: sql`name`,
    endsAt: isoInstant(sql`expires_at`),
  });
  const endsAt = templatedInboxColumns('event.ends_at', { at: isoInstant(sql`expires_at`) });
  return executeRows<{ id: number }>(
    tx,
    sql`with due as (
          update instances set expiry_notice_at = ${now}::timestamptz
          where billing_mode <> 'post_paid' and expiry_notice_at is null
            and status in ${sqlList(PERIOD_STATES)}
            and expires_at > ${now}::timestamptz and expires_at <= ${now}::timestamptz + interval '24 hours'
          returning id, user_id, sub_account_id, name, expires_at
        ),
        ev as (
          insert into instance_events (instance_id, event, detail_code, detail_params, created_at)
          select id, 'expiring_soon', ${endsAt.template}, ${endsAt.params}, ${now}::timestamptz from due
        )
        insert into inbox_items (user_id, sub_account_id, kind, template, params, link, created_at)
        select user_id, sub_account_id, 'message', ${expiring.template}, ${expiring.params},
               '/console/dashboard', ${now}::timestamptz
        from due
        returning id`,
  );
}

/**
 * Moves the instances `target` selects (id + whether they hold GPUs, rows locked) to `status`,
 * gives their GPUs back, logs `event` and messages each owner the templated `message` (values are SQL over `c`).
 */
function shutDown(
  tx: Db,
  now: string,
  change: {
    target: SQL;
    status: InstanceState;
    detail: string;
    event: string;
    /** The event's detail as a system text (templatedInboxColumns of an `event.*` code). */
    eventText: { template: SQL; params: SQL };
    message: { template: SQL; params: SQL };
  },
) {
  const released = change.status === 'released' ? sql`${now}::timestamptz` : sql`i.released_at`;
  return executeRows<Changed>(
    tx,
    sql`with target as (${change.target}),
        changed as (
          update instances i set status = ${change.status}, status_detail = ${change.detail},
                 holds_gpus = false, stopped_at = coalesce(i.stopped_at, ${now}::timestamptz), released_at = ${released}
          from target t where i.id = t.id
          returning i.id, i.provider_ref, i.host_id, i.gpu_count, t.holds_gpus as held, i.user_id,
                    i.sub_account_id, i.name, i.expires_at, i.stopped_at
        ),
        freed as (
          update hosts h set gpu_free = least(h.gpu_count, h.gpu_free + f.n)
          from (select host_id, sum(gpu_count)::integer as n from changed where held group by host_id) f
          where h.id = f.host_id
        ),
        ev as (
          insert into instance_events (instance_id, event, detail_code, detail_params, created_at)
          select id, ${change.event}, ${change.eventText.template}, ${change.eventText.params}, ${now}::timestamptz from changed
        ),
        msg as (
          insert into inbox_items (user_id, sub_account_id, kind, template, params, link, created_at)
          select c.user_id, c.sub_account_id, 'message', ${change.message.template}, ${change.message.params},
                 '/console/dashboard', ${now}::timestamptz
          from changed c
        )
        select id, provider_ref from changed`,
  );
}

/** Prepaid instances past their period shut down and give their GPUs back; the disk is kept. */
export function expirePrepaid(tx: Db, now: string, retentionDays: number) {
  return shutDown(tx, now, {
    target: sql`select id, holds_gpus from instances
                where billing_mode <> 'post_paid' and expires_at <= ${now}::timestamptz
                  and status in ${sqlList(PERIOD_STATES)}
                for update`,
    status: targetOf('periodEnded'),
    detail: STATUS_DETAILS.periodEnded,
    event: 'expired',
    eventText: templatedInboxColumns('event.period_ended', {}),
    message: templatedInboxColumns('instance.expired', {
      name: sql`c.name`,
      keptUntil: isoInstant(sql`greatest(c.stopped_at, c.expires_at) + ${retentionDays} * interval '1 day'`),
    }),
  });
}

/** Shut-down instances (`i`) whose disk retention has run out. */
function retentionEnded(now: string, retentionDays: number): SQL {
  return sql`i.status in ${sqlList(SHUT_DOWN_STATES)} and i.stopped_at is not null
    and greatest(i.stopped_at, coalesce(i.expires_at, i.stopped_at)) + ${retentionDays} * interval '1 day' <= ${now}::timestamptz`;
}

/**
 * The minutes still owed by the instances the tick is about to release (issue 44): charged first,
 * when their payer can pay them now. Those it still cannot pay stay on the released instance's
 * record (owed_to_minute beyond charged_to_minute), for staff to see.
 */
export function owedBeforeRelease(now: string, retentionDays: number): SQL {
  return owedMinutes(retentionEnded(now, retentionDays));
}

/** Shut-down instances whose disk retention has run out are released. */
export function releaseRetained(tx: Db, now: string, retentionDays: number) {
  return shutDown(tx, now, {
    target: sql`select i.id, i.holds_gpus from instances i
                where ${retentionEnded(now, retentionDays)}
                for update`,
    status: targetOf('retentionEnded'),
    detail: STATUS_DETAILS.retentionEnded,
    event: 'released',
    eventText: templatedInboxColumns('event.retention_ended', { days: sql`${retentionDays}::integer` }),
    message: templatedInboxColumns('instance.released_after_retention', {
      name: sql`c.name`,
      days: sql`${retentionDays}::integer`,
    }),
  });
}

/**
 * Running pay-as-you-go instances stop for arrears (issue 44: billed by the minute in arrears, the
 * balance checked an hour ahead) when the tick could not charge their minutes up to the last whole
 * hour, or when, just charged, their payer's vouchers, balance and credit (and a sub-account's
 * limit) no longer cover their next hour. Their minutes stay charged up to that hour, or owed
 * up to it when they could not be paid (owed_to_minute).
 */
export function stopForArrears(tx: Db, now: string) {
  const arrears = templatedInboxColumns('instance.arrears_stopped', { name: sql`name` });
  const at = sql`${now}::timestamptz`;
  const detail = templatedInboxColumns('event.arrears', {});
  return executeRows<Changed>(
    tx,
    sql`with stopped as (
          update instances i set status = ${targetOf('arrears')}, status_detail = ${STATUS_DETAILS.arrears},
            -- minutes the tick could not charge stay owed, charged before it starts again (issue 44)
            owed_to_minute = greatest(i.owed_to_minute, ${tickEndMinuteSql(sql`i.created_at`, at)})
          from wallets w
          where w.user_id = i.user_id and i.status in ${sqlList(BILLABLE_STATES)} and i.billing_mode = 'post_paid'
            and ${OUTSIDE_OUTAGE}
            and (${tickEndMinuteSql(sql`i.created_at`, at)} > i.charged_to_minute
                 or (exists (select 1 from instance_charges c where c.instance_id = i.id and c.charged_at = ${at})
                     and (w.power_money + greatest(w.money, 0::bigint)
                          + greatest(0::bigint, w.credit_quota + least(w.money, 0::bigint)) < ${RATE}
                          or exists (select 1 from sub_accounts s where s.id = i.sub_account_id and s.deleted_at is null
                                     and s.money_limit - s.money_used < ${RATE}))))
          returning i.id, i.provider_ref, i.user_id, i.sub_account_id, i.name
        ),
        ev as (
          insert into instance_events (instance_id, event, detail_code, detail_params, created_at)
          select id, 'arrears_stopped', ${detail.template}, ${detail.params}, ${now}::timestamptz from stopped
        ),
        msg as (
          insert into inbox_items (user_id, sub_account_id, kind, template, params, link, created_at)
          select user_id, sub_account_id, 'message', ${arrears.template}, ${arrears.params},
                 '/console/recharge', ${now}::timestamptz
          from stopped
        )
        select id, provider_ref from stopped`,
  );
}

/** Instances told to stop that have not reported it yet: their stop is sent again (a lost call is retried). */
export function stillStopping(db: Db) {
  return executeRows<Changed>(
    db,
    sql`select id, provider_ref from instances where status in ${sqlList(AWAITING_STOP_STATES)}`,
  );
}
