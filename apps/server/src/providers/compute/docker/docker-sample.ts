import type Docker from 'dockerode';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../core/db';
import { type MachineSample, type MachineSamples, mapBounded } from '../machine-sample';
import { DATA_MOUNT } from './docker-create-options';
import { inspectContainer } from './docker-engine';
import { runExec } from './docker-exec';
import { type DockerHosts, parseDockerRef } from './docker-hosts';
import { dockerMachines } from './docker-machines.table';
import {
  coresOf,
  cpuPercentOf,
  memoryOf,
  NVIDIA_SMI_QUERY,
  networkOf,
  parseDf,
  parseNvidiaSmi,
} from './docker-stats';

/**
 * Containers read at once: a stats answer waits about a second for the engine's second reading, so
 * 32 at a time sample a thousand machines in well under a minute.
 */
const SAMPLES_AT_ONCE = 32;
const GPU_MARK = '--gpus--';

export interface DockerSampling {
  db: Db;
  hosts: DockerHosts;
  /** NVIDIA GPU ids of the hosts that have them (DOCKER_GPU_HOSTS): only there is nvidia-smi asked. */
  gpuHosts: Record<string, string[]>;
  log: FastifyBaseLogger;
}

/**
 * What the disk and, on a GPU host, the GPUs say inside the machine: one exec of the machine's own
 * shell running `df` on the data disk and nvidia-smi's query mode.
 */
async function readInside(container: Docker.Container, withGpus: boolean) {
  const script = `df -P -k ${DATA_MOUNT} 2>/dev/null; ${
    withGpus ? `echo ${GPU_MARK}; ${NVIDIA_SMI_QUERY.join(' ')} 2>/dev/null` : 'true'
  }`;
  const { stdout } = await runExec(container, ['/bin/sh', '-c', script]);
  const [disk = '', gpus = ''] = stdout.split(`${GPU_MARK}\n`);
  return { disk: parseDf(disk), gpus: withGpus ? parseNvidiaSmi(gpus) : null };
}

/** One running container's figures, or null (not running, gone, or its engine did not answer). */
async function sampleOne(
  sampling: DockerSampling,
  ref: string,
  gpuCount: number,
): Promise<MachineSample | null> {
  const { hostName, container: name } = parseDockerRef(ref);
  const engine = sampling.hosts.engine(hostName);
  const info = await inspectContainer(engine, name);
  if (!info?.State.Running) return null;
  const container = engine.getContainer(name);
  const withGpus = gpuCount > 0 && (sampling.gpuHosts[hostName]?.length ?? 0) > 0;
  const [stats, inside] = await Promise.all([
    container.stats({ stream: false }),
    readInside(container, withGpus).catch((error: unknown) => {
      sampling.log.debug({ err: error, ref }, 'machine not read inside');
      return { disk: null, gpus: null };
    }),
  ]);
  const memory = memoryOf(stats);
  const network = networkOf(stats);
  const cores = coresOf(info.HostConfig, stats.cpu_stats.online_cpus || 1);
  return {
    at: new Date(stats.read),
    cpuPercent: cpuPercentOf(stats, cores),
    memoryUsed: memory.used,
    memoryLimit: memory.limit,
    diskUsed: inside.disk?.used ?? 0,
    diskSize: inside.disk?.size ?? 0,
    networkInTotal: network.inTotal,
    networkOutTotal: network.outTotal,
    gpus: inside.gpus,
    simulated: false,
  };
}

/**
 * The figures of many containers from their engines' stats API (`docker stats`' own figures), the
 * data disk's `df` and, on GPU hosts, nvidia-smi, at most SAMPLES_AT_ONCE at a time. A machine that
 * cannot be read is null, never an error for the others.
 */
export async function sampleDockerMachines(
  sampling: DockerSampling,
  refs: readonly string[],
): Promise<MachineSamples> {
  const rows =
    refs.length > 0
      ? await sampling.db
          .select({ ref: dockerMachines.ref, shape: dockerMachines.shape })
          .from(dockerMachines)
          .where(inArray(dockerMachines.ref, [...refs]))
      : [];
  const gpusOf = new Map(rows.map((row) => [row.ref, row.shape.gpuCount]));
  const samples = await mapBounded(refs, SAMPLES_AT_ONCE, (ref) =>
    sampleOne(sampling, ref, gpusOf.get(ref) ?? 0).catch((error: unknown) => {
      sampling.log.warn({ err: error, ref }, 'machine not sampled');
      return null;
    }),
  );
  return new Map(refs.map((ref, at) => [ref, samples[at] ?? null]));
}
