import { type GpuMode, NO_GPU_SHARE, noGpuStartProblem, resourcesOf } from '@gpucloud/domain';
import type { Db } from '../../core/db';
import { refused } from '../../core/errors';
import type { ResourceChange } from '../../providers/compute/compute-provider';
import { assertHostRentable, findHostWithRegion } from '../store';
import { type InstanceRecord, releaseGpus } from './instances.repository';

/** Why a no-GPU start is refused, in the words the API answers with. */
const NO_GPU_REFUSALS = {
  not_pay_as_you_go:
    'no-GPU mode is for pay-as-you-go instances: a prepaid period has paid for its GPUs (switch to pay-as-you-go first)',
  bare_metal: 'a bare-metal machine has no GPU-less share',
  not_offered: 'this host does not offer no-GPU mode',
} as const;

/**
 * A no-GPU start (issue 42): the instance's fields for it, checked against the domain's rule.
 * It holds no GPUs while so (any it held go back to the host now) and pays the host's no-GPU price
 * as it is at this start until it next starts.
 */
export async function noGpuStartFields(
  tx: Db,
  instance: InstanceRecord,
  gpuCount: number | undefined,
): Promise<Partial<InstanceRecord>> {
  if (gpuCount !== undefined) throw refused('gpu_count is for a start with GPUs, not with gpu_mode none');
  const found = await findHostWithRegion(tx, instance.hostId);
  if (!found) throw refused('this host does not offer no-GPU mode');
  const problem = noGpuStartProblem({
    billingMode: instance.billingMode,
    kind: instance.kind,
    noGpuPricePerHour: found.host.noGpuPricePerHour,
  });
  if (problem) throw refused(NO_GPU_REFUSALS[problem]);
  assertHostRentable(found.host);
  if (instance.holdsGpus) await releaseGpus(tx, instance.hostId, instance.gpuCount);
  return { gpuMode: 'none', noGpuHourlyRate: found.host.noGpuPricePerHour, holdsGpus: false };
}

/**
 * The shape a stopped machine is given before it starts in `mode`, or null when it keeps its own:
 * the small share without GPUs; its full rented shape when it leaves no-GPU mode.
 */
export async function shapeForStart(
  db: Db,
  instance: InstanceRecord,
  from: GpuMode,
  to: GpuMode,
): Promise<ResourceChange | null> {
  if (to === 'none') return { ...NO_GPU_SHARE };
  if (from === 'gpu') return null;
  const found = await findHostWithRegion(db, instance.hostId);
  if (!found) return null;
  const { gpuCount, cpuCores, memoryGb } = resourcesOf(found.host, instance);
  return { gpuCount, cpuCores, memoryGb };
}
