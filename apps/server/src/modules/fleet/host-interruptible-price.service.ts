import type { HostSetInterruptiblePriceRequest } from '@gpucloud/contracts';
import { fenToYuan, interruptiblePriceProblem } from '@gpucloud/domain';
import type { StaffActor } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { systemText } from '../../core/messaging/system-text';
import { recordAudit } from '../staff';
import { priceRefused, repriceInstances, settleThenLockHost } from './host-price.service';
import { instancesToReprice, updateHost } from './hosts.repository';

const yuan = (fen: number | null) => (fen === null ? null : fenToYuan(fen));

/**
 * Sells a host's GPUs as interruptible at a price per GPU-hour below its on-demand price, or stops
 * selling them so, audited (issue 44). As with the on-demand price (setHostPrice), the hours its
 * interruptible instances have started are charged at the old price first, then their rate follows
 * the new one. Selling stops only once no interruptible instance lives on the host, so every
 * interruptible instance always has an interruptible price to be charged.
 */
export async function setHostInterruptiblePrice(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: HostSetInterruptiblePriceRequest,
): Promise<{ InterruptiblePricePerGpuHour: number | null; RepricedInstances: number }> {
  const price = input.interruptible_price_per_gpu_hour ?? null;
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const host = await settleThenLockHost(tx, input.host_id, now);
    if (host.interruptiblePricePerGpuHour === price)
      return { InterruptiblePricePerGpuHour: yuan(price), RepricedInstances: 0 };
    if (interruptiblePriceProblem(host.pricePerGpuHour, price))
      throw priceRefused(
        'interruptible_price_per_gpu_hour',
        `must be lower than the host's price per GPU-hour (${fenToYuan(host.pricePerGpuHour)})`,
      );
    if (price === null) {
      const live = (await instancesToReprice(tx, host.id)).filter((instance) => instance.interruptible);
      if (live.length > 0)
        throw refused(
          `${live.length} interruptible instances still live on this host: it can stop selling them once they are released`,
        );
    }
    const repriced = { ...host, interruptiblePricePerGpuHour: price };
    await updateHost(tx, host.id, { interruptiblePricePerGpuHour: price });
    const onHost = await repriceInstances(tx, repriced, (instance) => instance.interruptible);
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: 'host',
      objectId: host.id,
      before: { InterruptiblePricePerGpuHour: yuan(host.interruptiblePricePerGpuHour) },
      after: { InterruptiblePricePerGpuHour: yuan(price) },
      note: systemText('audit.host_repriced', { count: onHost.length }),
    });
    return { InterruptiblePricePerGpuHour: yuan(price), RepricedInstances: onHost.length };
  });
}
