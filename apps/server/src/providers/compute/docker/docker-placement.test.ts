import { describe, expect, it } from 'vitest';
import { isCapped, limitsOn, parseCpuset, parseGpuHosts, pickCpuset, pickGpus } from './docker-placement';

describe('cores', () => {
  it('reads cpusets with ranges', () => {
    expect(parseCpuset('0-2,5')).toEqual([0, 1, 2, 5]);
    expect(parseCpuset('')).toEqual([]);
  });

  it('takes the least-used cores, lower first on a tie', () => {
    expect(pickCpuset(4, ['0,1', '1'], 2)).toBe('2,3');
    expect(pickCpuset(4, ['0-3', '0,1'], 1)).toBe('2');
    expect(pickCpuset(2, [], 2)).toBe('0,1');
  });

  it('answers no cpuset when the engine has fewer cores than rented (a quota then)', () => {
    expect(pickCpuset(2, [], 3)).toBeNull();
  });
});

describe('limits within the engine', () => {
  const GIB = 1024 ** 3;

  it('keeps the rented cores and memory on an engine that has them', () => {
    const limits = limitsOn({ cpus: 64, memoryBytes: 256 * GIB }, { cpuCores: 12, memoryGb: 60 });
    expect(limits).toEqual({
      cpuCores: { effective: 12, rented: 12 },
      memoryGb: { effective: 60, rented: 60 },
    });
    expect(isCapped(limits)).toBe(false);
  });

  it('caps at what a smaller engine has (Docker refuses a quota above its cores)', () => {
    const limits = limitsOn({ cpus: 2, memoryBytes: 23.5 * GIB }, { cpuCores: 12, memoryGb: 60 });
    expect(limits).toEqual({
      cpuCores: { effective: 2, rented: 12 },
      memoryGb: { effective: 23, rented: 60 },
    });
    expect(isCapped(limits)).toBe(true);
  });
});

describe('GPUs', () => {
  it('picks ids no running container holds', () => {
    expect(pickGpus('h', ['0', '1', '2', '3'], ['0', '2'], 2)).toEqual(['1', '3']);
  });

  it('gives none on a host without GPUs, and refuses more than are free', () => {
    expect(pickGpus('h', undefined, [], 2)).toEqual([]);
    expect(() => pickGpus('h', ['0', '1'], ['1'], 2)).toThrow(
      'host h has 1 free GPUs on its engine, 2 asked for',
    );
  });

  it('reads DOCKER_GPU_HOSTS as counts or ids', () => {
    expect(parseGpuHosts('a=2; b=GPU-1,GPU-2')).toEqual({ a: ['0', '1'], b: ['GPU-1', 'GPU-2'] });
    expect(parseGpuHosts(undefined)).toEqual({});
    expect(() => parseGpuHosts('a')).toThrow('is not host-name=ids');
  });
});
