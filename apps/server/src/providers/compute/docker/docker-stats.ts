import type { ContainerStats } from 'dockerode';
import type { GpuSample } from '../machine-sample';

/** What nvidia-smi is asked inside a machine with GPUs: one CSV line per GPU, no header, no units. */
export const NVIDIA_SMI_QUERY = [
  'nvidia-smi',
  '--query-gpu=index,utilization.gpu,memory.used,memory.total,temperature.gpu',
  '--format=csv,noheader,nounits',
];

/**
 * The machine's CPU use in percent of its own cores (100 = every core it was given busy), from the
 * engine's two readings in one stats answer (cpu_stats against precpu_stats, as `docker stats`
 * does): the cores used over the host's time, held against the cores the container may use.
 */
export function cpuPercentOf(stats: ContainerStats, cores: number): number {
  const used = stats.cpu_stats.cpu_usage.total_usage - (stats.precpu_stats.cpu_usage?.total_usage ?? 0);
  const system = stats.cpu_stats.system_cpu_usage - (stats.precpu_stats.system_cpu_usage ?? 0);
  const online = stats.cpu_stats.online_cpus || stats.cpu_stats.cpu_usage.percpu_usage?.length || 1;
  if (used <= 0 || system <= 0 || cores <= 0) return 0;
  const usedCores = (used / system) * online;
  return Math.min(100, Math.max(0, (usedCores / cores) * 100));
}

/** Memory in use without the page cache the kernel can drop (cgroup v1's total_inactive_file, v2's inactive_file), and the limit. */
export function memoryOf(stats: ContainerStats): { used: number; limit: number } {
  const memory = stats.memory_stats;
  const figures = (memory.stats ?? {}) as Partial<Record<string, number>>;
  const cache = figures.total_inactive_file ?? figures.inactive_file ?? 0;
  const usage = memory.usage ?? 0;
  return { used: Math.max(0, usage - (cache < usage ? cache : 0)), limit: memory.limit ?? 0 };
}

/** Bytes received and sent by every interface of the container since it started. */
export function networkOf(stats: ContainerStats): { inTotal: number; outTotal: number } {
  let inTotal = 0;
  let outTotal = 0;
  for (const link of Object.values(stats.networks ?? {})) {
    inTotal += link.rx_bytes;
    outTotal += link.tx_bytes;
  }
  return { inTotal, outTotal };
}

/** The cores a container may use: its quota (NanoCpus) or its pinned cores (CpusetCpus "0-3,6"). */
export function coresOf(hostConfig: { NanoCpus?: number; CpusetCpus?: string }, online: number): number {
  if (hostConfig.NanoCpus && hostConfig.NanoCpus > 0) return hostConfig.NanoCpus / 1e9;
  const cpuset = hostConfig.CpusetCpus?.trim();
  if (!cpuset) return online;
  let count = 0;
  for (const part of cpuset.split(',')) {
    const [from, to] = part.split('-').map(Number);
    if (from === undefined || Number.isNaN(from)) continue;
    count += to === undefined || Number.isNaN(to) ? 1 : to - from + 1;
  }
  return count || online;
}

const number = (field: string | undefined): number | null => {
  const text = field?.trim() ?? '';
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
};

/**
 * The GPUs in nvidia-smi's answer to NVIDIA_SMI_QUERY. A line with a figure the driver does not
 * have (`[N/A]`, `[Not Supported]`, an error) is left out rather than filled in: figures are
 * reported or absent, never invented. No GPU line at all is null: no GPU data.
 */
export function parseNvidiaSmi(output: string): GpuSample[] | null {
  const gpus: GpuSample[] = [];
  for (const line of output.split('\n')) {
    if (!line.trim()) continue;
    const fields = line.split(',').map(number);
    if (fields.length !== 5 || fields.some((field) => field === null)) continue;
    const [index, util, used, total, temperature] = fields as number[];
    gpus.push({
      index: index as number,
      utilPercent: util as number,
      memoryUsedMiB: used as number,
      memoryTotalMiB: total as number,
      temperatureC: temperature as number,
    });
  }
  return gpus.length > 0 ? gpus : null;
}

/**
 * The data disk from `df -P -k <dir>` (POSIX output: 1024-byte blocks, one line per filesystem
 * however long its name): bytes used and the filesystem's size; null when the answer has no such line.
 */
export function parseDf(output: string): { used: number; size: number } | null {
  const lines = output.split('\n').filter((line) => line.trim() !== '');
  const last = lines.at(-1);
  if (!last || lines.length < 2) return null;
  const fields = last.trim().split(/\s+/);
  const size = number(fields[1]);
  const used = number(fields[2]);
  if (size === null || used === null) return null;
  return { used: used * 1024, size: size * 1024 };
}
