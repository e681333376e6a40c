import { describe, expect, it } from 'vitest';
import { NO_GPU_SHARE, noGpuStartProblem, runsWithoutGpus } from './no-gpu-mode';

const offered = { billingMode: 'post_paid', kind: 'container', noGpuPricePerHour: 50 } as const;

describe('who may start without GPUs', () => {
  it('lets a pay-as-you-go container or KVM on a host that offers it', () => {
    expect(noGpuStartProblem(offered)).toBeNull();
    expect(noGpuStartProblem({ ...offered, kind: 'kvm' })).toBeNull();
  });

  it('refuses prepaid instances, bare metal and hosts without a no-GPU price', () => {
    expect(noGpuStartProblem({ ...offered, billingMode: 'daily' })).toBe('not_pay_as_you_go');
    expect(noGpuStartProblem({ ...offered, kind: 'bare_metal' })).toBe('bare_metal');
    expect(noGpuStartProblem({ ...offered, noGpuPricePerHour: null })).toBe('not_offered');
  });

  it('gives a machine no GPUs and a small whole-core share', () => {
    expect(NO_GPU_SHARE).toEqual({ gpuCount: 0, cpuCores: 1, memoryGb: 2 });
  });
});

describe('an instance up without its GPUs', () => {
  it('is one in no-GPU mode that is not shut down or ended', () => {
    expect(runsWithoutGpus({ status: 'running', gpuMode: 'none' })).toBe(true);
    expect(runsWithoutGpus({ status: 'starting', gpuMode: 'none' })).toBe(true);
    expect(runsWithoutGpus({ status: 'stopped', gpuMode: 'none' })).toBe(false);
    expect(runsWithoutGpus({ status: 'released', gpuMode: 'none' })).toBe(false);
    expect(runsWithoutGpus({ status: 'running', gpuMode: 'gpu' })).toBe(false);
  });
});
