import {
  addChinaMonths,
  chinaMonthOf,
  chinaMonthStart,
  earlySettlementCutoff,
  fenToYuan,
  monthlySettlement,
  nextMonthlySettlement,
} from '@gpucloud/domain';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { AuthContext, StaffActor } from '../../core/auth/identity';
import { type Db, executeRows } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { partnerSettlements, partners } from '../../db/schema/partners/partners.table';
import { chinaDaySql } from '../../db/time-sql';
import { recordAudit } from '../staff';
import { settlePartnerEarnings } from '../wallet';
import { fenOut } from './partner-money';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Commissioned spend, commission and machine income per China month, the last `months` months. */
export async function earningsByMonth(deps: AppDeps, auth: AuthContext, input: { months: number }) {
  const now = deps.clock.now();
  const first = chinaMonthStart(addChinaMonths(chinaMonthStart(now), 1 - input.months));
  const month = sql<string>`to_char((earned_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`;
  const rows = await executeRows<{ month: string; spend: string; commission: string; machine: string }>(
    deps.db,
    sql`select ${month} as month,
               coalesce(sum(base_fen) filter (where kind = 'commission'), 0) as spend,
               coalesce(sum(amount_fen) filter (where kind = 'commission'), 0) as commission,
               coalesce(sum(amount_fen) filter (where kind = 'machine'), 0) as machine
        from partner_earnings
        where partner_user_id = ${auth.userId} and earned_at >= ${first.toISOString()}::timestamptz
        group by 1`,
  );
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const list = Array.from({ length: input.months }, (_, index) => {
    const key = chinaMonthOf(addChinaMonths(first, index));
    const row = byMonth.get(key);
    return {
      month: key,
      spend: fenOut(row?.spend),
      commission: fenOut(row?.commission),
      machine: fenOut(row?.machine),
    };
  });
  return { list };
}

/** The partner's settlements, newest first, with what waits for the next one. */
export async function settlementsOf(
  deps: AppDeps,
  auth: AuthContext,
  input: { page: number; page_size: number },
) {
  const where = eq(partnerSettlements.partnerUserId, auth.userId);
  const [rows, [total], [partner]] = await Promise.all([
    deps.db
      .select()
      .from(partnerSettlements)
      .where(where)
      .orderBy(desc(partnerSettlements.settledAt), desc(partnerSettlements.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    deps.db.select({ n: count() }).from(partnerSettlements).where(where),
    deps.db.select({ pending: partners.pendingFen }).from(partners).where(eq(partners.userId, auth.userId)),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      cutoff: row.cutoff.toISOString(),
      commission: fenToYuan(row.commissionFen),
      machine: fenToYuan(row.machineFen),
      amount: fenToYuan(row.amountFen),
      earnings: row.earnings,
      settled_at: row.settledAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
    pending: fenOut(partner?.pending),
    next_settlement: nextMonthlySettlement(
      deps.clock.now(),
      deps.config.partners.refundWindowDays,
    ).toISOString(),
  };
}

/**
 * Income of the partner's machines per machine and China day, newest first: GPU-hours billed, what
 * they billed and the partner's share, and utilisation (GPU-hours billed over the GPU-hours the
 * machine had that day, up to now for today). Pay-as-you-go hours count on the day they are
 * charged, a prepaid period (and its refund) on the day it is paid.
 */
export async function machineIncomeOf(
  deps: AppDeps,
  auth: AuthContext,
  input: { start_time?: number; end_time?: number; host_id?: number },
) {
  const now = deps.clock.now();
  const end = input.end_time === undefined ? null : new Date(input.end_time * 1000);
  const start = new Date(
    input.start_time === undefined ? (end ?? now).getTime() - 30 * DAY_MS : input.start_time * 1000,
  );
  const onHost = input.host_id === undefined ? sql`` : sql` and e.host_id = ${input.host_id}`;
  const before = end === null ? sql`` : sql` and e.earned_at < ${end.toISOString()}::timestamptz`;
  const days = await executeRows<{
    day: string;
    host_id: number;
    host_name: string;
    gpu_model: string;
    gpu_count: number;
    gpu_hours: string;
    billed: string;
    income: string;
  }>(
    deps.db,
    sql`select ${chinaDaySql(sql`e.earned_at`)} as day, h.id as host_id, h.name as host_name, h.gpu_model, h.gpu_count,
               sum(e.gpu_hours) as gpu_hours, sum(e.base_fen) as billed, sum(e.amount_fen) as income
        from partner_earnings e
        join hosts h on h.id = e.host_id
        where e.partner_user_id = ${auth.userId} and e.kind = 'machine'
          and e.earned_at >= ${start.toISOString()}::timestamptz${before}${onHost}
        group by 1, h.id, h.name, h.gpu_model, h.gpu_count
        order by 1 desc, h.name`,
  );
  const today = chinaDayOf(now);
  const hoursToday = Math.max(1, Math.ceil((now.getTime() - chinaDayStart(now).getTime()) / HOUR_MS));
  const machines = await machinesOf(deps.db, auth.userId);
  const list = days.map((row) => {
    const hoursHad = Number(row.gpu_count) * (row.day === today ? hoursToday : 24);
    return {
      day: row.day,
      host_id: row.host_id,
      host_name: row.host_name,
      gpu_model: row.gpu_model,
      gpu_hours: Number(row.gpu_hours),
      utilisation: Math.min(1, Math.round((Number(row.gpu_hours) / hoursHad) * 1000) / 1000),
      billed: fenOut(row.billed),
      income: fenOut(row.income),
    };
  });
  const sum = (key: 'billed' | 'income') => days.reduce((total, row) => total + Number(row[key]), 0);
  return { list, machines, billed: fenToYuan(sum('billed')), income: fenToYuan(sum('income')) };
}

function chinaDayStart(instant: Date): Date {
  const china = new Date(instant.getTime() + 8 * HOUR_MS);
  return new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), china.getUTCDate()) - 8 * HOUR_MS);
}

function chinaDayOf(instant: Date): string {
  return new Date(instant.getTime() + 8 * HOUR_MS).toISOString().slice(0, 10);
}

async function machinesOf(db: Db, partnerUserId: number) {
  const rows = await executeRows<{
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
  return rows.map((row) => ({
    host_id: row.host_id,
    host_name: row.host_name,
    region: row.region,
    region_en: row.region_en,
    gpu_model: row.gpu_model,
    gpu_count: row.gpu_count,
    gpu_used: row.gpu_count - row.gpu_free,
    status: row.status,
    share_bp: row.share_bp,
    income: fenOut(row.income),
  }));
}

/** The monthly settlement, when due (the scheduler asks every 10 minutes; a repeat settles nothing). */
export async function runMonthlySettlement(deps: AppDeps) {
  const now = deps.clock.now();
  const due = monthlySettlement(now, deps.config.partners.refundWindowDays);
  if (!due) return [];
  return deps.db.transaction((tx) => settlePartnerEarnings(tx, { ...due, now }));
}

/** A settlement finance runs now: every earning older than the refund window becomes withdrawable. */
export async function runEarlySettlement(deps: AppDeps, actor: StaffActor) {
  const now = deps.clock.now();
  const cutoff = earlySettlementCutoff(now, deps.config.partners.refundWindowDays);
  return deps.db.transaction(async (tx) => {
    const settled = await settlePartnerEarnings(tx, { cutoff, runKey: `run:${cutoff.toISOString()}`, now });
    const amountFen = settled.reduce((total, row) => total + row.amountFen, 0);
    const earnings = settled.reduce((total, row) => total + row.earnings, 0);
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: 'partner_settlement',
      objectId: cutoff.toISOString(),
      before: null,
      after: { partners: settled.length, earnings, amount_fen: amountFen },
    });
    return { cutoff: cutoff.toISOString(), partners: settled.length, earnings, amount: fenToYuan(amountFen) };
  });
}
