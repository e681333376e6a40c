import { MINUTES_PER_HOUR } from '@gpucloud/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The money an instance moved, as one row per movement, in SQL shared by the cost list and the
 * cost detail. Money counts when it moved:
 * - an order of the instance: a prepaid period (rent, renewal, switch to prepaid: the order of an
 *   `instance_periods` row), or the first hour of a pay-as-you-go rental (the rent order, which has
 *   no period); what each pocket paid is on the order;
 * - pay-as-you-go minutes the billing tick or a stop charged (`instance_charges`, a range of minutes
 *   of the life, issue 44; amount above 0: a zero row is an hour a prepaid period paid). The tick takes vouchers for all of an owner's hours of one
 *   instant together, so each hour's share of those vouchers is apportioned: in (instance, hour)
 *   order, the hour's share is floor(V·upto/T) − floor(V·before/T), which sums to V exactly and
 *   never passes the hour's amount (V vouchers of the instant, T its hours' total). Every hour of
 *   the owner's at such an instant is read, in scope or not, so each share is the same whatever
 *   the filters; charges are reached through the owner's instances (instance_charges is keyed by
 *   instance and hour);
 * - a refund: ledger rows of kind 'refund' naming the instance (ref 'instance', its name: unused
 *   hours given back) or one of its orders (ref 'order': a machine that was never made).
 * Columns: instance_id, at, source ('period' | 'first_hour' | 'hour' | 'refund'), order_no,
 * amount (what moved, positive), vouchers and balance (signed: refunds negative), note (an hour's:
 * HOUR_NOTES; a refund's: its ledger note), note_code and note_params (a refund's system text),
 * minutes (the pay-as-you-go minutes a movement paid for: a tick's range, 60 for an old rent's
 * first hour, 0 otherwise).
 */
/**
 * The note of an hour charged in no-GPU mode, and of the GPU difference of an hour whose GPUs came
 * back within it (not a further hour: the hour counts once).
 */
export const HOUR_NOTES = { noGpu: 'no_gpu', gpuDifference: 'gpu_difference' } as const;

export interface MovementScope {
  /** The main account whose instances these are. */
  userId: number;
  /** A condition on `instances i` joined with `hosts h`: which of its instances. */
  instances: SQL;
  /** When money moved: from (inclusive) and before (exclusive). */
  from?: Date;
  before?: Date;
}

function within(column: SQL, scope: MovementScope): SQL {
  const from = scope.from ? sql` and ${column} >= ${scope.from.toISOString()}::timestamptz` : sql``;
  const before = scope.before ? sql` and ${column} < ${scope.before.toISOString()}::timestamptz` : sql``;
  return sql`${from}${before}`;
}

/** `with …, movements as (…)`: the CTEs a query of movements starts with. */
export function movementsCte(scope: MovementScope): SQL {
  return sql`with inst as (
      select i.id, i.name, i.order_no from instances i join hosts h on h.id = i.host_id
      where i.user_id = ${scope.userId} and ${scope.instances}
    ),
    inst_orders as (
      select distinct p.instance_id, p.order_no, true as prepaid
      from instance_periods p join inst on inst.id = p.instance_id
      union all
      select inst.id, inst.order_no, false from inst
      where not exists (select 1 from instance_periods p where p.instance_id = inst.id and p.order_no = inst.order_no)
    ),
    tick_vouchers as (
      select l.created_at as at, -sum(l.amount) as vouchers from wallet_ledger l
      where l.user_id = ${scope.userId} and l.kind = 'post_paid' and l.pocket = 'vouchers'${within(sql`l.created_at`, scope)}
      group by l.created_at
    ),
    inst_ticks as (
      select distinct c.charged_at from instance_charges c join inst on inst.id = c.instance_id
      where c.amount > 0${within(sql`c.charged_at`, scope)}
    ),
    charged as (
      select c.instance_id, c.charged_at as at, c.amount,
             -- No-GPU mode (issue 42): minutes run without GPUs; an hour charged before issue 44 in both
             -- modes (the same range twice) is a GPU hour, its GPU row the difference (no more minutes).
             case when tw.twin and c.gpu_mode <> 'none' then ${HOUR_NOTES.gpuDifference}
                  when c.gpu_mode = 'none' and not tw.twin then ${HOUR_NOTES.noGpu}
                  else '' end as note,
             case when tw.twin and c.gpu_mode <> 'none' then 0 else c.to_minute - c.from_minute end as minutes,
             sum(c.amount) over (partition by c.charged_at order by c.instance_id, c.from_minute, c.gpu_mode
                                 rows between unbounded preceding and current row) as upto,
             sum(c.amount) over (partition by c.charged_at) as tick_total
      from instances owned join instance_charges c on c.instance_id = owned.id
        cross join lateral (select exists (select 1 from instance_charges n where n.instance_id = c.instance_id
                              and n.from_minute = c.from_minute and n.gpu_mode <> c.gpu_mode) as twin) tw
      where owned.user_id = ${scope.userId} and c.amount > 0
        and c.charged_at in (select charged_at from inst_ticks)
    ),
    movements as (
      select io.instance_id, o.paid_at as at,
             case when io.prepaid then 'period' else 'first_hour' end as source, o.order_no,
             o.amount, o.paid_vouchers as vouchers, o.paid_balance as balance, '' as note,
             null::text as note_code, null::jsonb as note_params,
             -- a pay-as-you-go rent paid its first hour before issue 44; since, its order takes nothing
             case when io.prepaid or o.amount = 0 then 0 else ${sql.raw(String(MINUTES_PER_HOUR))} end as minutes
      from inst_orders io join orders o on o.order_no = io.order_no
      where o.paid_at is not null${within(sql`o.paid_at`, scope)}
      union all
      select ch.instance_id, ch.at, 'hour', null, ch.amount,
             div(ch.upto * coalesce(t.vouchers, 0), ch.tick_total)
               - div((ch.upto - ch.amount) * coalesce(t.vouchers, 0), ch.tick_total),
             ch.amount - div(ch.upto * coalesce(t.vouchers, 0), ch.tick_total)
               + div((ch.upto - ch.amount) * coalesce(t.vouchers, 0), ch.tick_total),
             ch.note, null::text, null::jsonb, ch.minutes
      from charged ch left join tick_vouchers t on t.at = ch.at
      where ch.instance_id in (select id from inst)
      union all
      select inst.id, l.created_at, 'refund', null, l.amount,
             case when l.pocket = 'vouchers' then -l.amount else 0 end,
             case when l.pocket = 'balance' then -l.amount else 0 end, l.note, l.note_code, l.note_params, 0
      from wallet_ledger l join inst on (l.ref_type = 'instance' and l.ref_id = inst.name)
        or (l.ref_type = 'order' and l.ref_id in (select io.order_no from inst_orders io where io.instance_id = inst.id))
      where l.user_id = ${scope.userId} and l.kind = 'refund'${within(sql`l.created_at`, scope)}
    )`;
}
