import { count, desc, eq, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../core/db';
import { readPage } from '../../db/paging';
import { partnerSettlements } from '../../db/schema/partners/partners.table';
import { chinaDaySql } from '../../db/time-sql';

/** Commissioned spend, commission and machine income per China month (YYYY-MM) since `first`. */
export async function earningsByMonthSince(db: Db, partnerUserId: number, first: Date) {
  const month = sql<string>`to_char((earned_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`;
  return executeRows<{ month: string; spend: string; commission: string; machine: string }>(
    db,
    sql`select ${month} as month,
               coalesce(sum(base_fen) filter (where kind = 'commission'), 0) as spend,
               coalesce(sum(amount_fen) filter (where kind = 'commission'), 0) as commission,
               coalesce(sum(amount_fen) filter (where kind = 'machine'), 0) as machine
        from partner_earnings
        where partner_user_id = ${partnerUserId} and earned_at >= ${first.toISOString()}::timestamptz
        group by 1`,
  );
}

/** One page of a partner's settlements, newest first. */
export async function listSettlements(
  db: Db,
  partnerUserId: number,
  page: { page: number; pageSize: number },
) {
  const where = eq(partnerSettlements.partnerUserId, partnerUserId);
  return readPage(
    page,
    (window) =>
      db
        .select()
        .from(partnerSettlements)
        .where(where)
        .orderBy(desc(partnerSettlements.settledAt), desc(partnerSettlements.id))
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(partnerSettlements).where(where),
  );
}

/**
 * Machine income per machine and China day, newest first, from `start` (and before `end`, on one
 * host when given): GPU-hours billed, what they billed and the partner's share.
 */
export async function machineIncomeByDay(
  db: Db,
  partnerUserId: number,
  range: { start: Date; end: Date | null; hostId: number | undefined },
) {
  const onHost = range.hostId === undefined ? sql`` : sql` and e.host_id = ${range.hostId}`;
  const before = range.end === null ? sql`` : sql` and e.earned_at < ${range.end.toISOString()}::timestamptz`;
  return executeRows<{
    day: string;
    host_id: number;
    host_name: string;
    gpu_model: string;
    gpu_count: number;
    gpu_hours: string;
    billed: string;
    income: string;
  }>(
    db,
    sql`select ${chinaDaySql(sql`e.earned_at`)} as day, h.id as host_id, h.name as host_name, h.gpu_model, h.gpu_count,
               sum(e.gpu_hours) as gpu_hours, sum(e.base_fen) as billed, sum(e.amount_fen) as income
        from partner_earnings e
        join hosts h on h.id = e.host_id
        where e.partner_user_id = ${partnerUserId} and e.kind = 'machine'
          and e.earned_at >= ${range.start.toISOString()}::timestamptz${before}${onHost}
        group by 1, h.id, h.name, h.gpu_model, h.gpu_count
        order by 1 desc, h.name`,
  );
}

/** The partner's machines with their region, use and all they have earned the partner, by name. */
export async function machinesOfPartner(db: Db, partnerUserId: number) {
  return executeRows<{
    host_id: number;
    host_name: string;
    region: string;
    region_en: string;
    gpu_model: string;
    gpu_count: number;
    gpu_free: number;
    status: string;
    share_bp: number;
    income: string;
  }>(
    db,
    sql`select h.id as host_id, h.name as host_name, r.name as region, r.name_en as region_en, h.gpu_model, h.gpu_count, h.gpu_free, h.status,
               h.partner_share_bp as share_bp,
               coalesce((select sum(e.amount_fen) from partner_earnings e
                         where e.host_id = h.id and e.partner_user_id = ${partnerUserId} and e.kind = 'machine'), 0) as income
        from hosts h join regions r on r.id = h.region_id
        where h.partner_user_id = ${partnerUserId}
        order by h.name`,
  );
}
