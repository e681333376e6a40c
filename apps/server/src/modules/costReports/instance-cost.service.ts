import type { costReportsEndpoints, EndpointData, Language } from '@gpucloud/contracts';
import { addFen, type Fen, fenToYuan, hoursOfMinutes } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { storedText } from '../notifications';
import { mayActOnInstance } from '../ownership';
import { HOUR_NOTES } from './cost-movements.sql';
import {
  findInstanceForCost,
  listMovements,
  listPeriodsWithOrders,
  type MovementRow,
} from './cost-reports.repository';

type CostInfo = EndpointData<typeof costReportsEndpoints.instanceCostInfo>;

/** An order moved from paid to refunded (markOrderRefunded): everything it took went back. */
const ORDER_REFUNDED = 3;

interface Split {
  amount: Fen;
  vouchers: Fen;
  balance: Fen;
}

function add(into: Split, movement: MovementRow, sign = 1): Split {
  return {
    amount: addFen(into.amount, Number(movement.amount)),
    vouchers: addFen(into.vouchers, sign * Number(movement.vouchers)),
    balance: addFen(into.balance, sign * Number(movement.balance)),
  };
}

const ZERO: Split = { amount: 0, vouchers: 0, balance: 0 };

function yuan(split: Split) {
  return {
    Amount: fenToYuan(split.amount),
    Vouchers: fenToYuan(split.vouchers),
    Balance: fenToYuan(split.balance),
  };
}

/**
 * Pay-as-you-go time paid for (by the minute since issue 44; an old rent order's first hour) by
 * China day, oldest first, in hours of those minutes.
 */
function payAsYouGoDays(movements: readonly MovementRow[]): CostInfo['PayAsYouGo'] {
  const days = new Map<string, { minutes: number; noGpu: number; split: Split }>();
  for (const movement of movements) {
    if (movement.source !== 'hour' && movement.source !== 'first_hour') continue;
    const day = days.get(movement.day) ?? { minutes: 0, noGpu: 0, split: ZERO };
    const minutes = Number(movement.minutes);
    days.set(movement.day, {
      minutes: day.minutes + minutes,
      noGpu: day.noGpu + (movement.note === HOUR_NOTES.noGpu ? minutes : 0),
      split: add(day.split, movement),
    });
  }
  return [...days].map(([day, { minutes, noGpu, split }]) => ({
    Day: day,
    Hours: hoursOfMinutes(minutes),
    NoGpuHours: hoursOfMinutes(noGpu),
    ...yuan(split),
  }));
}

/** Refunds, one per moment (a refund to both pockets is two ledger rows of one moment), notes in `language`. */
function refunds(movements: readonly MovementRow[], language: Language): CostInfo['Refunds'] {
  const byMoment = new Map<string, { at: string; note: string; split: Split }>();
  for (const movement of movements) {
    if (movement.source !== 'refund') continue;
    const note = storedText(language, movement.note_code, movement.note_params, movement.note);
    const key = `${movement.at} ${note}`;
    const refund = byMoment.get(key) ?? { at: movement.at, note, split: ZERO };
    // A refund's pockets are stored negative (money back); shown as what went back to each.
    byMoment.set(key, { ...refund, split: add(refund.split, movement, -1) });
  }
  return [...byMoment.values()].map(({ at, note, split }) => ({ At: at, ...yuan(split), Note: note }));
}

/**
 * What one instance has cost so far (see cost-movements.sql.ts for what counts): paid, refunded
 * and their difference, by pocket, by prepaid period, by day of pay-as-you-go hours, and each
 * refund. Someone else's instance is "not found", as every instance call answers.
 */
export async function getInstanceCostInfo(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  instanceId: number,
  language: Language,
): Promise<CostInfo> {
  const found = await findInstanceForCost(deps.db, instanceId);
  if (!found || !mayActOnInstance(auth, found.instance)) throw refused('instance not found');
  const { instance } = found;
  const [movements, periods] = await Promise.all([
    listMovements(deps.db, instance.userId, instance.id),
    listPeriodsWithOrders(deps.db, instance.id),
  ]);
  let paid = ZERO;
  let refunded = ZERO;
  for (const movement of movements) {
    if (movement.source === 'refund') refunded = add(refunded, movement);
    else paid = add(paid, movement);
  }
  return {
    InstanceId: instance.id,
    Name: instance.name,
    Kind: instance.kind,
    GpuModel: found.gpuModel,
    GpuCount: instance.gpuCount,
    BillingMode: instance.billingMode,
    Status: instance.status,
    SubAccountName: found.subAccountName,
    CreateAt: instance.createdAt.toISOString(),
    Paid: fenToYuan(paid.amount),
    Refunded: fenToYuan(refunded.amount),
    Total: fenToYuan(addFen(paid.amount, -refunded.amount)),
    Vouchers: fenToYuan(addFen(paid.vouchers, refunded.vouchers)),
    Balance: fenToYuan(addFen(paid.balance, refunded.balance)),
    Periods: periods.map(({ period, order }) => ({
      OrderNo: order.orderNo,
      StartsAt: period.startsAt.toISOString(),
      EndsAt: period.endsAt.toISOString(),
      Amount: fenToYuan(order.amount),
      Vouchers: fenToYuan(order.paidVouchers),
      Balance: fenToYuan(order.paidBalance),
      // A refund of unused hours shortens the period by what it gave back; a refunded order gave all.
      Refunded: fenToYuan(
        order.status === ORDER_REFUNDED ? order.amount : Math.max(0, order.amount - period.amount),
      ),
    })),
    PayAsYouGo: payAsYouGoDays(movements),
    Refunds: refunds(movements, language),
  };
}
