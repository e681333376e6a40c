import { ENDED_STATES, type InstanceState, SHUT_DOWN_STATES } from './instance-states';
import type { Fen } from './money';

/**
 * No-GPU mode (issue 42, AutoDL's 无卡模式): a stopped pay-as-you-go GPU instance starts without
 * its GPUs, with a small CPU and memory share, at the host's no-GPU price per hour, to upload data,
 * install packages or fix its environment on the same disks and image. It is an attribute of a
 * start, not a state: the instance runs through the same lifecycle (stopped → starting → running).
 */
export const GPU_MODES = ['gpu', 'none'] as const;
export type GpuMode = (typeof GPU_MODES)[number];

/**
 * The share a machine gets without its GPUs: one whole vCPU (the product's shapes and the Docker
 * engine's core pinning count whole cores) and 2 GiB of memory, as AutoDL's 0.5 CPU / 2 GB rounded
 * up to a whole core.
 */
export const NO_GPU_SHARE = { gpuCount: 0, cpuCores: 1, memoryGb: 2 } as const;

/** What a no-GPU start asks of an instance; the first problem found, or null when it may. */
export function noGpuStartProblem(instance: {
  billingMode: 'post_paid' | 'hourly' | 'daily' | 'monthly';
  kind: 'kvm' | 'container' | 'bare_metal';
  noGpuPricePerHour: Fen | null;
}): 'not_pay_as_you_go' | 'bare_metal' | 'not_offered' | null {
  // A prepaid period has paid for its GPUs: it is not paused for a cheaper hour.
  if (instance.billingMode !== 'post_paid') return 'not_pay_as_you_go';
  if (instance.kind === 'bare_metal') return 'bare_metal';
  if (instance.noGpuPricePerHour === null) return 'not_offered';
  return null;
}

/**
 * Whether a machine is up (or on its way) without its GPUs. While so, what changes its GPUs or
 * its billing (a resize, a switch to prepaid) is refused: it is stopped first, and started with
 * its GPUs again.
 */
export function runsWithoutGpus(instance: { status: InstanceState; gpuMode: GpuMode }): boolean {
  return (
    instance.gpuMode === 'none' &&
    !SHUT_DOWN_STATES.includes(instance.status) &&
    !ENDED_STATES.includes(instance.status)
  );
}

export const RUNS_WITHOUT_GPUS_REFUSAL = 'it runs without its GPUs (no-GPU mode): stop it first';
