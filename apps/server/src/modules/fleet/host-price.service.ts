import { type HostSetNoGpuPriceRequest, type HostSetPriceRequest, Reason } from '@gpucloud/contracts';
import { fenToYuan, hourlyRateFen, vipLevelFor } from '@gpucloud/domain';
import type { StaffActor } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { systemText } from '../../core/messaging/system-text';
import { lockBillingTick } from '../../db/advisory-lock';
import { recordAudit } from '../staff';
import { chargeDueHours } from '../wallet';
import { dueHoursOfHost, instancesToReprice, lockHost, setHourlyRate, updateHost } from './hosts.repository';

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
    await lockBillingTick(tx);
    // Wallets are locked before the host row, in the order a rental takes them.
    await chargeDueHours(tx, dueHoursOfHost(now, input.host_id), now);
    const host = await lockHost(tx, input.host_id);
    if (!host) throw refused(Reason.NOT_FOUND);
    if (host.pricePerGpuHour === input.price_per_gpu_hour) {
      return { PricePerGpuHour: fenToYuan(host.pricePerGpuHour), RepricedInstances: 0 };
    }
    const repriced = { ...host, pricePerGpuHour: input.price_per_gpu_hour };
    await updateHost(tx, host.id, { pricePerGpuHour: repriced.pricePerGpuHour });
    const onHost = await instancesToReprice(tx, host.id);
    for (const instance of onHost) {
      const rate = hourlyRateFen(repriced, instance, vipLevelFor(instance.accumulatedMoney));
      if (rate !== instance.hourlyRate) await setHourlyRate(tx, instance.id, rate);
    }
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
