import type { BareMetalConfig, ReservationQuote, ReservationState } from '@gpucloud/contracts';
import {
  checkReservationRange,
  chinaDayOf,
  fenToYuan,
  quoteRental,
  type RangeCheck,
  reservationDepositFen,
  splitPayment,
} from '@gpucloud/domain';
import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../core/auth/identity';
import { DAY_MS } from '../../core/clock';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { systemText } from '../../core/messaging/system-text';
import { newOrderNo } from '../../core/order-numbers';
import { bareMetalReservations } from '../../db/schema/reservations/reservations.table';
import { charge, lockPayer, payableSplit, refundOrder } from '../wallet';
import {
  type BareMetalConfiguration,
  findConfiguration,
  isFreeNow,
  loadConfigurations,
  lockConfigurationHosts,
} from './bare-metal-configs';
import { reservationOut } from './reservation-out';
import {
  countHeld,
  findReservationView,
  insertReservation,
  listReservations,
  lockReservation,
  type ReservationRow,
  updateReservation,
} from './reservations.repository';

type ValidRange = Extract<RangeCheck, { ok: true }>;

/**
 * The range a request names, checked against today (China time). A well-formed day the calendar
 * refuses (in the past, too far, 31 February, a length no term buys) is a refusal naming the field.
 */
export function validRange(startDay: string, endDay: string, now: Date): ValidRange {
  const check = checkReservationRange(startDay, endDay, chinaDayOf(now));
  if (!check.ok) throw refused(`${check.field}: ${check.reason}`);
  return check;
}

/** A configuration's list price of a term for the whole machine: no membership, no coupon. */
function listPriceFen(config: BareMetalConfiguration, mode: 'hourly' | 'daily' | 'monthly', count: number) {
  return quoteRental({
    pricePerGpuHourFen: config.pricePerGpuHour,
    gpuCount: config.spec.GpuCount,
    mode,
    count,
    vipLevel: 0,
    nodeClass: config.nodeClass,
  }).totalFen;
}

function depositOf(config: BareMetalConfiguration, range: ValidRange) {
  const termPriceFen = listPriceFen(config, range.term.mode, range.term.count);
  return { termPriceFen, depositFen: reservationDepositFen(termPriceFen) };
}

async function reservableFor(db: Db, config: BareMetalConfiguration, range: ValidRange): Promise<number> {
  return Math.max(0, config.hosts.length - (await countHeld(db, config.key, range)));
}

/** The public show list: each configuration's list prices, machines free now and reservable for the range. */
export async function bareMetalShowList(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { region?: string; start_day?: string; end_day?: string },
): Promise<{ list: BareMetalConfig[]; StartDay: string; EndDay: string }> {
  const now = deps.clock.now();
  const startDay = input.start_day ?? chinaDayOf(new Date(now.getTime() + DAY_MS));
  const range = validRange(startDay, input.end_day ?? startDay, now);
  const configs = await loadConfigurations(deps.db, input.region);
  const list: BareMetalConfig[] = [];
  for (const config of configs) {
    list.push({
      ...config.spec,
      ConfigId: config.key,
      PricePerHour: fenToYuan(listPriceFen(config, 'hourly', 1)),
      PricePerDay: fenToYuan(listPriceFen(config, 'daily', 1)),
      PricePerMonth: fenToYuan(listPriceFen(config, 'monthly', 1)),
      Machines: config.hosts.length,
      FreeNow: config.hosts.filter(isFreeNow).length,
      Reservable: await reservableFor(deps.db, config, range),
    });
  }
  return { list, StartDay: startDay, EndDay: input.end_day ?? startDay };
}

async function configurationOrRefuse(db: Db, key: string): Promise<BareMetalConfiguration> {
  const config = await findConfiguration(db, key);
  if (!config) throw refused('config_id: no such bare-metal configuration is offered now');
  return config;
}

interface RangeInput {
  config_id: string;
  start_day: string;
  end_day: string;
}

/** The deposit a reservation would take now, against the caller's wallet (vouchers never pay deposits). */
export async function quoteReservation(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  input: RangeInput,
): Promise<ReservationQuote> {
  const now = deps.clock.now();
  const range = validRange(input.start_day, input.end_day, now);
  const config = await configurationOrRefuse(deps.db, input.config_id);
  const { termPriceFen, depositFen } = depositOf(config, range);
  return deps.db.transaction(async (tx) => {
    const { forPayment } = await lockPayer(tx, { userId: auth.userId, subAccountId: null });
    const split = splitPayment(depositFen, { ...forPayment, vouchersFen: 0 });
    return {
      Days: range.days,
      TermMode: range.term.mode,
      TermCount: range.term.count,
      TermPrice: fenToYuan(termPriceFen),
      Deposit: fenToYuan(depositFen),
      Reservable: await reservableFor(tx, config, range),
      Payable: split.ok,
      Short: split.ok ? 0 : fenToYuan(split.shortFen),
    };
  });
}

/**
 * Reserves a machine: the configuration's hosts locked (after the wallet, the one lock order), the
 * held count checked against its machines, the deposit charged from balance and credit, the row
 * written, all in one transaction.
 */
export async function addReservation(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  input: RangeInput & { note?: string },
) {
  const now = deps.clock.now();
  const range = validRange(input.start_day, input.end_day, now);
  const config = await configurationOrRefuse(deps.db, input.config_id);
  const { depositFen } = depositOf(config, range);
  const id = await deps.db.transaction(async (tx) => {
    const payer = { userId: auth.userId, subAccountId: null };
    const { forPayment } = await lockPayer(tx, payer);
    await lockConfigurationHosts(tx, config);
    if ((await reservableFor(tx, config, range)) < 1)
      throw refused('no machine of this configuration is left for these days');
    const split = payableSplit(depositFen, splitPayment(depositFen, { ...forPayment, vouchersFen: 0 }), null);
    const orderNo = newOrderNo('P', now);
    await charge(tx, payer, split, {
      order: {
        orderNo,
        kind: 'baremetal_deposit',
        title: systemText('order.reservation_deposit', {
          gpu: config.spec.GpuModel,
          gpus: config.spec.GpuCount,
          start: input.start_day,
          end: input.end_day,
        }),
      },
      kind: 'deposit',
      now,
    });
    const row = await insertReservation(tx, {
      userId: auth.userId,
      configKey: config.key,
      regionId: config.region.id,
      gpuModel: config.spec.GpuModel,
      gpuMemoryGb: config.spec.GpuMemoryGb,
      gpuCount: config.spec.GpuCount,
      cpuCores: config.spec.CpuCores,
      memoryGb: config.spec.MemoryGb,
      systemDiskGb: config.spec.SystemDiskGb,
      dataDiskGb: config.spec.DataDiskGb,
      bandwidthMbps: config.spec.BandwidthMbps,
      startDay: input.start_day,
      endDay: input.end_day,
      startsAt: range.startsAt,
      endsAt: range.endsAt,
      days: range.days,
      note: input.note ?? '',
      depositFen,
      depositOrderNo: orderNo,
      createdAt: now,
    });
    return row.id;
  });
  return { reservation: await reservationView(deps.db, id) };
}

export async function reservationView(db: Db, id: number) {
  const row = await findReservationView(db, id);
  return reservationOut(row.reservation, row.region, row.instanceName);
}

export async function reservationsOf(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  input: { state?: ReservationState; page: number; page_size: number },
) {
  const where = and(
    eq(bareMetalReservations.userId, auth.userId),
    input.state ? eq(bareMetalReservations.state, input.state) : undefined,
  );
  const { rows, total } = await listReservations(deps.db, where, {
    page: input.page,
    pageSize: input.page_size,
  });
  return {
    data: rows.map((row) => reservationOut(row.reservation, row.region, row.instanceName)),
    total,
  };
}

/**
 * Gives a waiting reservation's deposit back, once: the deposit order moves from paid to refunded
 * under a guard, so a second (or concurrent) cancel or refusal finds it refunded and moves nothing.
 */
export async function releaseWithRefund(
  tx: Db,
  row: ReservationRow,
  outcome: { cancelledBy: 'customer' | 'staff'; reason: string; now: Date; staffId?: number },
): Promise<ReservationRow> {
  if (row.state !== 'requested' && row.state !== 'confirmed')
    throw refused(`this reservation is ${row.state} already`);
  const order = await refundOrder(tx, row.depositOrderNo, {
    note: systemText(
      outcome.cancelledBy === 'customer' ? 'ledger.reservation_cancelled' : 'ledger.reservation_refused',
      { id: row.id },
    ),
    now: outcome.now,
  });
  if (!order) throw new Error(`deposit order ${row.depositOrderNo} of reservation ${row.id} is not paid`);
  return updateReservation(tx, row.id, {
    state: 'cancelled',
    cancelledBy: outcome.cancelledBy,
    reason: outcome.reason,
    refundedFen: order.amount,
    ...(outcome.staffId === undefined ? {} : { decidedAt: outcome.now, decidedBy: outcome.staffId }),
  });
}

/** The owner cancels a waiting reservation before its first day; the deposit comes back in full. */
export async function cancelReservation(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  input: { reservation_id: number; reason?: string },
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockReservation(tx, input.reservation_id);
    if (!row || row.userId !== auth.userId) throw refused('reservation_id: no such reservation');
    if (row.state === 'requested' || row.state === 'confirmed') {
      if (now >= row.startsAt) throw refused('a reservation can be cancelled only before its first day');
    }
    await releaseWithRefund(tx, row, { cancelledBy: 'customer', reason: input.reason ?? '', now });
  });
  return { reservation: await reservationView(deps.db, input.reservation_id) };
}
