import {
  addChinaMonths,
  chinaMonthOf,
  chinaMonthStart,
  earlySettlementCutoff,
  fenToYuan,
  monthlySettlement,
  nextMonthlySettlement,
} from '@gpucloud/domain';
import type { AuthContext, StaffActor } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { recordAudit } from '../staff';
import { settlePartnerEarnings } from '../wallet';
import {
  earningsByMonthSince,
  listSettlements,
  machineIncomeByDay,
  machinesOfPartner,
} from './partner-earnings.repository';
import { fenOut } from './partner-money';
import { pendingFenOf } from './partners.repository';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Commissioned spend, commission and machine income per China month, the last `months` months. */
export async function earningsByMonth(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  input: { months: number },
) {
  const now = deps.clock.now();
  const first = chinaMonthStart(addChinaMonths(chinaMonthStart(now), 1 - input.months));
  const rows = await earningsByMonthSince(deps.db, auth.userId, first);
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
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  auth: AuthContext,
  input: { page: number; page_size: number },
) {
  const [{ rows, total }, pending] = await Promise.all([
    listSettlements(deps.db, auth.userId, { page: input.page, pageSize: input.page_size }),
    pendingFenOf(deps.db, auth.userId),
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
    total,
    page: input.page,
    page_size: input.page_size,
    pending: fenOut(pending),
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
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  input: { start_time?: number; end_time?: number; host_id?: number },
) {
  const now = deps.clock.now();
  const end = input.end_time === undefined ? null : new Date(input.end_time * 1000);
  const start = new Date(
    input.start_time === undefined ? (end ?? now).getTime() - 30 * DAY_MS : input.start_time * 1000,
  );
  const days = await machineIncomeByDay(deps.db, auth.userId, { start, end, hostId: input.host_id });
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
  const rows = await machinesOfPartner(db, partnerUserId);
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
export async function runMonthlySettlement(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>) {
  const now = deps.clock.now();
  const due = monthlySettlement(now, deps.config.partners.refundWindowDays);
  if (!due) return [];
  return deps.db.transaction((tx) => settlePartnerEarnings(tx, { ...due, now }));
}

/** A settlement finance runs now: every earning older than the refund window becomes withdrawable. */
export async function runEarlySettlement(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, actor: StaffActor) {
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
