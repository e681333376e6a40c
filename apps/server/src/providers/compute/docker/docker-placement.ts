import type { EngineLimits } from '@gpucloud/domain';

/**
 * Which CPU cores and GPUs a new container gets on its engine. The inventory counts GPUs per host;
 * the engine needs device ids, so the provider picks ids no other machine of ours on that engine
 * holds (the count reserved guarantees there are enough). Cores are pinned (a cpuset) so `nproc`
 * in the container shows what was rented; the least-used cores are taken.
 */

/** "0-2,5" → [0, 1, 2, 5]; an empty set (no pinning) is []. */
export function parseCpuset(cpuset: string): number[] {
  const cores: number[] = [];
  for (const part of cpuset.split(',')) {
    const text = part.trim();
    if (!text) continue;
    const [from, to] = text.split('-').map(Number);
    if (from === undefined || Number.isNaN(from)) throw new Error(`not a cpuset: ${cpuset}`);
    const last = to === undefined ? from : to;
    for (let core = from; core <= last; core += 1) cores.push(core);
  }
  return cores;
}

/**
 * A cpuset of `count` cores on an engine with `engineCpus`, the least used by `usedSets` first (ties
 * to the lower core); null when the engine has fewer cores than that (a CFS quota is used instead).
 */
export function pickCpuset(engineCpus: number, usedSets: readonly string[], count: number): string | null {
  if (count < 1 || count > engineCpus) return null;
  const load = new Array<number>(engineCpus).fill(0);
  for (const set of usedSets)
    for (const core of parseCpuset(set)) if (core < engineCpus) load[core] = (load[core] ?? 0) + 1;
  return load
    .map((used, core) => ({ used, core }))
    .sort((a, b) => a.used - b.used || a.core - b.core)
    .slice(0, count)
    .map(({ core }) => core)
    .sort((a, b) => a - b)
    .join(',');
}

/** What an engine has: `docker info`'s NCPU and MemTotal (bytes). */
export interface EngineCapacity {
  cpus: number;
  memoryBytes: number;
}

const GIB = 1024 ** 3;

/**
 * The cores and memory a machine really gets on an engine: the rented figures, or what the engine
 * has when it has less (the engine refuses a CPU quota above its core count; memory above its total
 * is a limit that never bites). Memory is in whole GiB, rounded down; an engine that does not say
 * its memory (0) leaves the rented figure.
 */
export function limitsOn(
  capacity: EngineCapacity,
  want: { cpuCores: number; memoryGb: number },
): EngineLimits {
  const engineGb = Math.floor(capacity.memoryBytes / GIB);
  return {
    cpuCores: { effective: Math.min(want.cpuCores, Math.max(1, capacity.cpus)), rented: want.cpuCores },
    memoryGb: {
      effective: engineGb > 0 ? Math.min(want.memoryGb, engineGb) : want.memoryGb,
      rented: want.memoryGb,
    },
  };
}

/** Whether an engine holds a machine at less than was rented. */
export const isCapped = (limits: EngineLimits) =>
  limits.cpuCores.effective < limits.cpuCores.rented || limits.memoryGb.effective < limits.memoryGb.rented;

/** A machine its engine cannot hold as asked: reported failed at once (its rental is refunded). */
export class PlacementError extends Error {}

/**
 * `count` GPU ids of a host's `hostGpus` that no container in `usedIds` holds. A host without GPUs
 * configured (CI, development) gets none: the reservation is the inventory's record only.
 */
export function pickGpus(
  hostName: string,
  hostGpus: readonly string[] | undefined,
  usedIds: readonly string[],
  count: number,
): string[] {
  if (!hostGpus || hostGpus.length === 0 || count === 0) return [];
  const free = hostGpus.filter((id) => !usedIds.includes(id));
  if (free.length < count)
    throw new PlacementError(
      `host ${hostName} has ${free.length} free GPUs on its engine, ${count} asked for`,
    );
  return free.slice(0, count);
}

/**
 * `DOCKER_GPU_HOSTS`: which catalogue hosts have NVIDIA GPUs and their device ids, `;`-separated
 * `host-name=ids`, ids being a count (`8`: indexes 0..7) or `,`-separated ids or UUIDs
 * (`GPU-3f2a...,GPU-9c1b...`).
 */
export function parseGpuHosts(raw: string | undefined): Record<string, string[]> {
  const hosts: Record<string, string[]> = {};
  for (const entry of (raw ?? '').split(';')) {
    const text = entry.trim();
    if (!text) continue;
    const at = text.indexOf('=');
    if (at <= 0) throw new Error(`DOCKER_GPU_HOSTS: "${text}" is not host-name=ids`);
    const value = text.slice(at + 1).trim();
    const ids = /^\d+$/.test(value)
      ? Array.from({ length: Number(value) }, (_, index) => String(index))
      : value
          .split(',')
          .map((id) => id.trim())
          .filter((id) => id !== '');
    if (ids.length === 0) throw new Error(`DOCKER_GPU_HOSTS: no GPU ids for ${text.slice(0, at)}`);
    hosts[text.slice(0, at).trim()] = ids;
  }
  return hosts;
}
