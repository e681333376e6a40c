import type { ContainerStats } from 'dockerode';
import { describe, expect, it } from 'vitest';
import { coresOf, cpuPercentOf, memoryOf, networkOf, parseDf, parseNvidiaSmi } from './docker-stats';

function statsOf(overrides: {
  total: number;
  preTotal: number;
  system: number;
  preSystem: number;
  online: number;
}): ContainerStats {
  return {
    read: '2026-11-29T10:00:01Z',
    preread: '2026-11-29T10:00:00Z',
    num_procs: 0,
    networks: {
      eth0: {
        rx_bytes: 1200,
        tx_bytes: 300,
        rx_dropped: 0,
        rx_errors: 0,
        rx_packets: 9,
        tx_dropped: 0,
        tx_errors: 0,
        tx_packets: 4,
      },
      eth1: {
        rx_bytes: 800,
        tx_bytes: 700,
        rx_dropped: 0,
        rx_errors: 0,
        rx_packets: 2,
        tx_dropped: 0,
        tx_errors: 0,
        tx_packets: 2,
      },
    },
    memory_stats: {
      usage: 3 * 1024 ** 3,
      limit: 8 * 1024 ** 3,
      stats: { total_inactive_file: 1024 ** 3 },
    },
    cpu_stats: {
      cpu_usage: {
        total_usage: overrides.total,
        percpu_usage: [],
        usage_in_kernelmode: 0,
        usage_in_usermode: 0,
      },
      system_cpu_usage: overrides.system,
      online_cpus: overrides.online,
      throttling_data: { periods: 0, throttled_periods: 0, throttled_time: 0 },
    },
    precpu_stats: {
      cpu_usage: {
        total_usage: overrides.preTotal,
        percpu_usage: [],
        usage_in_kernelmode: 0,
        usage_in_usermode: 0,
      },
      system_cpu_usage: overrides.preSystem,
      online_cpus: overrides.online,
      throttling_data: { periods: 0, throttled_periods: 0, throttled_time: 0 },
    },
  } as unknown as ContainerStats;
}

describe('docker stats', () => {
  it('counts CPU against the machine’s own cores: one busy core of two is 50 %', () => {
    // A second of a 16-core host: 16e9 ns of system time, of which the container used 1e9.
    const stats = statsOf({ total: 2e9, preTotal: 1e9, system: 116e9, preSystem: 100e9, online: 16 });
    expect(cpuPercentOf(stats, 2)).toBeCloseTo(50, 5);
    expect(cpuPercentOf(stats, 1)).toBeCloseTo(100, 5);
    expect(cpuPercentOf(stats, 0.5)).toBe(100);
  });

  it('answers 0 without a previous reading (the engine’s first answer)', () => {
    const stats = statsOf({ total: 2e9, preTotal: 0, system: 116e9, preSystem: 116e9, online: 16 });
    expect(cpuPercentOf(stats, 2)).toBe(0);
  });

  it('takes the page cache out of memory and sums every interface', () => {
    const stats = statsOf({ total: 0, preTotal: 0, system: 0, preSystem: 0, online: 1 });
    expect(memoryOf(stats)).toEqual({ used: 2 * 1024 ** 3, limit: 8 * 1024 ** 3 });
    expect(networkOf(stats)).toEqual({ inTotal: 2000, outTotal: 1000 });
  });

  it('reads the cores a container may use from its quota or its cpuset', () => {
    expect(coresOf({ NanoCpus: 2.5e9 }, 16)).toBe(2.5);
    expect(coresOf({ CpusetCpus: '0-3,6' }, 16)).toBe(5);
    expect(coresOf({}, 16)).toBe(16);
  });
});

describe('parseNvidiaSmi', () => {
  it('reads every GPU line of the query mode', () => {
    const output = '0, 97, 30215, 81559, 64\n1, 0, 4, 81559, 33\n';
    expect(parseNvidiaSmi(output)).toEqual([
      { index: 0, utilPercent: 97, memoryUsedMiB: 30215, memoryTotalMiB: 81559, temperatureC: 64 },
      { index: 1, utilPercent: 0, memoryUsedMiB: 4, memoryTotalMiB: 81559, temperatureC: 33 },
    ]);
  });

  it('leaves out a GPU whose driver answers [N/A] or [Not Supported] rather than inventing a figure', () => {
    const output = [
      '0, 12, 1024, 24576, 45',
      '1, [N/A], 0, 24576, 40',
      '2, 5, 100, 24576, [Not Supported]',
      '',
    ].join('\n');
    expect(parseNvidiaSmi(output)).toEqual([
      { index: 0, utilPercent: 12, memoryUsedMiB: 1024, memoryTotalMiB: 24576, temperatureC: 45 },
    ]);
  });

  it('answers null (no GPU data) for an error, no GPUs or only [N/A] lines', () => {
    expect(parseNvidiaSmi('')).toBeNull();
    expect(
      parseNvidiaSmi(
        "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.\n",
      ),
    ).toBeNull();
    expect(parseNvidiaSmi('0, [N/A], [N/A], [N/A], [N/A]\n')).toBeNull();
  });
});

describe('parseDf', () => {
  it('reads bytes used and the size from POSIX output', () => {
    const output =
      'Filesystem     1024-blocks   Used Available Capacity Mounted on\n/dev/loop3        10255636  24576  9690348       1% /root/data\n';
    expect(parseDf(output)).toEqual({ used: 24576 * 1024, size: 10255636 * 1024 });
  });

  it('answers null without a filesystem line', () => {
    expect(parseDf('df: /root/data: No such file or directory\n')).toBeNull();
    expect(parseDf('')).toBeNull();
  });
});
