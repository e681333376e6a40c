import type { EngineLimits } from '@gpucloud/domain';
import type Docker from 'dockerode';
import type { ContainerInspectInfo } from 'dockerode';
import { type ContainerPlan, containerCreateOptions, LABEL_HOST, LABEL_KEY } from './docker-create-options';
import { type EngineCapacity, limitsOn, pickCpuset, pickGpus } from './docker-placement';

/** The engine's "no such thing" and "nothing to do" answers, which our idempotent calls treat as done. */
export function statusOf(error: unknown): number | null {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const code = (error as { statusCode: unknown }).statusCode;
    return typeof code === 'number' ? code : null;
  }
  return null;
}

async function ignoring<T>(codes: number[], work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (codes.includes(statusOf(error) ?? 0)) return null;
    throw error;
  }
}

export const inspectContainer = (engine: Docker, name: string): Promise<ContainerInspectInfo | null> =>
  ignoring([404], () => engine.getContainer(name).inspect());

/** Whether the engine has an image locally (it never pulls one for a machine). */
export async function hasImage(engine: Docker, ref: string): Promise<boolean> {
  return (await ignoring([404], () => engine.getImage(ref).inspect())) !== null;
}

export async function removeVolume(engine: Docker, name: string): Promise<void> {
  await ignoring([404], () => engine.getVolume(name).remove());
}

export async function removeContainer(engine: Docker, name: string): Promise<void> {
  await ignoring([404], () => engine.getContainer(name).remove({ force: true, v: false }));
}

export async function startContainer(engine: Docker, name: string): Promise<void> {
  await ignoring([304], () => engine.getContainer(name).start());
}

export async function stopContainer(engine: Docker, name: string): Promise<void> {
  await ignoring([304, 404], () => engine.getContainer(name).stop({ t: 10 }));
}

const capacities = new WeakMap<Docker, EngineCapacity>();

/** What an engine has (`docker info` NCPU and MemTotal), asked once per engine. */
export async function engineCapacity(engine: Docker): Promise<EngineCapacity> {
  const known = capacities.get(engine);
  if (known !== undefined) return known;
  const info = (await engine.info()) as { NCPU?: number; MemTotal?: number };
  const capacity = { cpus: info.NCPU ?? 1, memoryBytes: info.MemTotal ?? 0 };
  capacities.set(engine, capacity);
  return capacity;
}

/** What our other running containers on the engine hold: their pinned cores and GPU ids. */
async function heldByOthers(engine: Docker, exceptName: string) {
  // A container made and not yet started holds its placement too (another create is about to start it).
  const running = await engine.listContainers({
    filters: { label: [LABEL_KEY], status: ['running', 'created', 'restarting'] },
  });
  const cpusets: string[] = [];
  const gpuIds: string[] = [];
  for (const summary of running) {
    if (summary.Names.some((name) => name === `/${exceptName}`)) continue;
    const info = await inspectContainer(engine, summary.Id);
    if (!info) continue;
    if (info.HostConfig.CpusetCpus) cpusets.push(info.HostConfig.CpusetCpus);
    for (const request of info.HostConfig.DeviceRequests ?? []) gpuIds.push(...(request.DeviceIDs ?? []));
  }
  return { cpusets, gpuIds };
}

/** A machine's place on its engine: pinned cores or a quota, memory, GPUs (see docker-placement.ts). */
export interface Placement {
  cpuset: string | null;
  /** The cores and memory the container really gets: the rented ones, or what the engine has. */
  limits: EngineLimits;
  gpuIds: string[];
}

/** The cores and GPUs a machine takes now on its engine, within what the engine has. */
export async function placeOn(
  engine: Docker,
  name: string,
  want: {
    hostName: string;
    cpuCores: number;
    memoryGb: number;
    gpuCount: number;
    hostGpus: string[] | undefined;
  },
): Promise<Placement> {
  const held = await heldByOthers(engine, name);
  const capacity = await engineCapacity(engine);
  return {
    cpuset: pickCpuset(capacity.cpus, held.cpusets, want.cpuCores),
    limits: limitsOn(capacity, want),
    gpuIds: pickGpus(want.hostName, want.hostGpus, held.gpuIds, want.gpuCount),
  };
}

/**
 * Whether a stopped container's GPUs are now held by a running one (a pay-as-you-go machine gives
 * its GPUs back when it stops): device requests cannot be changed, so it gets a new container.
 */
export async function gpusTaken(engine: Docker, info: ContainerInspectInfo): Promise<boolean> {
  const mine = (info.HostConfig.DeviceRequests ?? []).flatMap((request) => request.DeviceIDs ?? []);
  if (mine.length === 0) return false;
  const held = await heldByOthers(engine, info.Name.replace(/^\//, ''));
  return mine.some((id) => held.gpuIds.includes(id));
}

export async function createContainer(engine: Docker, plan: ContainerPlan): Promise<void> {
  await engine.createContainer(containerCreateOptions(plan));
}

/** Our containers on an engine that belong to a catalogue host. */
export const listOfHost = (engine: Docker, hostName: string) =>
  engine.listContainers({ all: true, filters: { label: [`${LABEL_HOST}=${hostName}`] } });
