import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ChargedHour,
  type GpuMode,
  hourChargeFor,
  NO_GPU_SHARE,
  noGpuStartProblem,
  runsWithoutGpus,
} from './no-gpu-mode';

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

describe('an hour run in both modes is billed once, in the dearer mode', () => {
  const gpu = { mode: 'gpu', rateFen: 300 } as const;
  const noGpu = { mode: 'none', rateFen: 40 } as const;

  it('charges an hour not charged yet at the rate of the mode it runs in', () => {
    expect(hourChargeFor(null, gpu)).toEqual({ mode: 'gpu', amountFen: 300 });
    expect(hourChargeFor(null, noGpu)).toEqual({ mode: 'none', amountFen: 40 });
  });

  it('charges nothing more for an hour charged in the same mode, or with GPUs', () => {
    expect(hourChargeFor({ mode: 'gpu', amountFen: 300 }, gpu)).toBeNull();
    expect(hourChargeFor({ mode: 'none', amountFen: 40 }, noGpu)).toBeNull();
    expect(hourChargeFor({ mode: 'gpu', amountFen: 300 }, noGpu)).toBeNull();
  });

  it('charges the difference when the GPUs come back within a no-GPU hour', () => {
    expect(hourChargeFor({ mode: 'none', amountFen: 40 }, gpu)).toEqual({ mode: 'gpu', amountFen: 260 });
  });

  it('never charges an hour more than its dearest mode, however the modes alternate', () => {
    const step = fc.record({ mode: fc.constantFrom<GpuMode>('gpu', 'none') });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 8 }), (starts) => {
        let charged: ChargedHour | null = null;
        let total = 0;
        for (const { mode } of starts) {
          const due = hourChargeFor(charged, mode === 'gpu' ? gpu : noGpu);
          if (due) {
            total += due.amountFen;
            charged = { mode: due.mode, amountFen: total };
          }
        }
        const dearest = starts.some((s) => s.mode === 'gpu') ? gpu.rateFen : noGpu.rateFen;
        expect(total).toBe(dearest);
        expect(charged?.mode).toBe(starts.some((s) => s.mode === 'gpu') ? 'gpu' : 'none');
      }),
    );
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
