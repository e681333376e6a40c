import type { GpuSample, MachineSample } from '../machine-sample';

const GIB = 1024 ** 3;
const MINUTE_MS = 60_000;
/** What a simulated GPU has: 24 GiB, as the common rented cards. */
const GPU_MEMORY_MIB = 24_576;

/** What the simulation needs of a machine to draw its series. */
export interface SimulatedShape {
  instanceId: number;
  gpuCount: number;
  memoryGb: number;
  dataDiskGb: number;
  createdAt: Date;
}

/** A number in [0, 1) from the words given: the same words, the same number, in every process. */
function noise(...words: number[]): number {
  let hash = 2166136261;
  for (const word of words) {
    hash ^= word;
    hash = Math.imul(hash, 16777619) >>> 0;
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 2246822507) >>> 0;
  }
  return (hash >>> 0) / 2 ** 32;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The simulated fleet's figures of a running machine at a time (issue 42): a plausible workload (a job
 * that comes and goes over a few hours, with a minute's jitter) that is a function of the instance
 * and the minute only, so every process and every test sees the same series. Flagged `simulated`;
 * GPUs only where the machine has GPUs on its host, none otherwise.
 */
export function simulatedSample(machine: SimulatedShape, at: Date): MachineSample {
  const minute = Math.floor(at.getTime() / MINUTE_MS);
  const phase = noise(machine.instanceId) * 360;
  const busy = 0.5 + 0.45 * Math.sin((2 * Math.PI * (minute + phase)) / 240);
  const jitter = noise(machine.instanceId, minute) - 0.5;
  const memoryLimit = machine.memoryGb * GIB;
  const diskSize = machine.dataDiskGb * GIB;
  // Traffic follows the workload: the counters are the integral of a rate of 40-120 KB/s.
  const seconds = Math.max(0, (at.getTime() - machine.createdAt.getTime()) / 1000);
  const rate = 80_000;
  const swing = 40_000;
  const omega = (2 * Math.PI) / (240 * 60);
  const received = rate * seconds + (swing * (1 - Math.cos(omega * seconds))) / omega;
  const gpus: GpuSample[] | null =
    machine.gpuCount > 0
      ? Array.from({ length: machine.gpuCount }, (_, index) => {
          const util = Math.round(
            clamp(busy * 95 + (noise(machine.instanceId, minute, index) - 0.5) * 12, 0, 100),
          );
          return {
            index,
            utilPercent: util,
            memoryUsedMiB: Math.round(GPU_MEMORY_MIB * clamp(0.15 + 0.7 * busy, 0, 1)),
            memoryTotalMiB: GPU_MEMORY_MIB,
            temperatureC: Math.round(34 + util * 0.45),
          };
        })
      : null;
  return {
    at,
    cpuPercent: Math.round(clamp(busy * 70 + jitter * 16 + 3, 0.5, 100) * 10) / 10,
    memoryUsed: Math.round(memoryLimit * clamp(0.25 + 0.45 * busy + jitter * 0.04, 0.05, 0.98)),
    memoryLimit,
    diskUsed: Math.round(diskSize * clamp(0.3 + 0.1 * noise(machine.instanceId, 7), 0, 1)),
    diskSize,
    networkInTotal: Math.round(received),
    networkOutTotal: Math.round(received * 0.3),
    gpus,
    simulated: true,
  };
}
