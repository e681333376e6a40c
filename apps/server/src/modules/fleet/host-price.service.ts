import { type HostSetNoGpuPriceRequest, type HostSetPriceRequest, Reason } from '@gpucloud/contracts';
import {
  fenToYuan,
  hourlyRateFen,
  interruptiblePriceProblem,
  pricedHostFor,
  vipLevelFor,
} from '@gpucloud/domain';
import type { StaffActor } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { type AppError, refused } from '../../core/errors';
import { systemText } from '../../core/messaging/system-text';
import { lockBillingTick } from '../../db/advisory-lock';
import { recordAudit } from '../staff';
import { chargeDueHours } from '../wallet';
import {
  dueHoursOfHost,
  type HostRow,
  instancesToReprice,
  lockHost,
  setHourlyRate,
  updateHost,
} from './hosts.repository';

/**
 * Changes a host's list price. Orders read the host's price when they are placed (rent, renew, a
 * move to prepaid), so new orders pay the new one and periods already paid keep what they cost.
 * Pay-as-you-go charges each hour at the instance's own hourly rate: the hours already started are
 * settled at the old rate first (as the billing tick would, under its lock), then the rate of every
 * instance on the host follows the new price, so the next hour is charged at it.
 */
export async function setHostPrice(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: HostSetPriceRequest,
): Promise<{ PricePerGpuHour: number; RepricedInstances: number }> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const host = await settleThenLockHost(tx, input.host_id, now);
    if (host.pricePerGpuHour === input.price_per_gpu_hour) {
      return { PricePerGpuHour: fenToYuan(host.pricePerGpuHour), RepricedInstances: 0 };
    }
    if (interruptiblePriceProblem(input.price_per_gpu_hour, host.interruptiblePricePerGpuHour))
      throw priceRefused(
        'price_per_gpu_hour',
        `must be higher than the host's interruptible price (${fenToYuan(host.interruptiblePricePerGpuHour ?? 0)})`,
      );
    const repriced = { ...host, pricePerGpuHour: input.price_per_gpu_hour };
    await updateHost(tx, host.id, { pricePerGpuHour: repriced.pricePerGpuHour });
    const onHost = await repriceInstances(tx, repriced, (instance) => !instance.interruptible);
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: 'host',
      objectId: host.id,
      before: { PricePerGpuHour: fenToYuan(host.pricePerGpuHour) },
      after: { PricePerGpuHour: fenToYuan(repriced.pricePerGpuHour) },
      note: systemText('audit.host_repriced', { count: onHost.length }),
    });
    return { PricePerGpuHour: fenToYuan(repriced.pricePerGpuHour), RepricedInstances: onHost.length };
  });
}

/**
 * Before a host's pay-as-you-go rates change: the hours its instances have started are charged at
 * the old rates (as the billing tick would, under its lock), then the host row is locked. Wallets
 * are locked before the host row, in the order a rental takes them.
 */
export async function settleThenLockHost(tx: Db, hostId: number, now: Date): Promise<HostRow> {
  await lockBillingTick(tx);
  await chargeDueHours(tx, dueHoursOfHost(now, hostId), now);
  const host = await lockHost(tx, hostId);
  if (!host) throw refused(Reason.NOT_FOUND);
  return host;
}

/** A price the host's other price forbids (the host's state, not the body's form): refused, naming the field. */
export function priceRefused(field: string, rule: string): AppError {
  return refused(`${field}: ${rule}`);
}

/**
 * Sets the pay-as-you-go rate of the host's instances that `follows` picks to what the (repriced)
 * host charges them; answers how many follow it. The caller has settled the hours already started.
 */
export async function repriceInstances(
  tx: Db,
  host: HostRow,
  follows: (instance: { interruptible: boolean }) => boolean,
): Promise<Awaited<ReturnType<typeof instancesToReprice>>> {
  const onHost = (await instancesToReprice(tx, host.id)).filter(follows);
  for (const instance of onHost) {
    const rate = hourlyRateFen(
      pricedHostFor(host, instance),
      instance,
      vipLevelFor(instance.accumulatedMoney),
    );
    if (rate !== instance.hourlyRate) await setHourlyRate(tx, instance.id, rate);
  }
  return onHost;
}

/**
 * Offers no-GPU mode on a host at a price per hour, or stops offering it (no price), audited. The price
 * applies to no-GPU starts from now: an instance running without its GPUs keeps the price it
 * started at (instances.no_gpu_hourly_rate) until it next starts, so an hour is never repriced
 * after it was offered.
 */
export async function setHostNoGpuPrice(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: HostSetNoGpuPriceRequest,
): Promise<{ NoGpuPricePerHour: number | null }> {
  const yuan = (fen: number | null) => (fen === null ? null : fenToYuan(fen));
  return deps.db.transaction(async (tx) => {
    const host = await lockHost(tx, input.host_id);
    if (!host) throw refused(Reason.NOT_FOUND);
    const price = input.no_gpu_price_per_hour ?? null;
    if (host.noGpuPricePerHour === price) return { NoGpuPricePerHour: yuan(price) };
    await updateHost(tx, host.id, { noGpuPricePerHour: price });
    await recordAudit(tx, {
      ...actor,
      at: deps.clock.now(),
      objectType: 'host',
      objectId: host.id,
      before: { NoGpuPricePerHour: yuan(host.noGpuPricePerHour) },
      after: { NoGpuPricePerHour: yuan(price) },
      note: price === null ? 'no-GPU mode no longer offered' : 'no-GPU price for starts from now',
    });
    return { NoGpuPricePerHour: yuan(price) };
  });
}
