import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { apiPost } from './api';
import { staffSession } from './staff';

export interface JourneyHostSpec {
  /** A fleet member's session; the demo one of the main journey server unless given. */
  session?: string;
  kind?: 'kvm' | 'container' | 'bare_metal';
  nodeClass?: 'main' | 'edge';
  /** The GPU model; a fresh `E2E GPU <tag>` unless a journey needs two hosts of one model. */
  gpuModel?: string;
  gpuMemoryGb?: number;
  gpuCount?: number;
  cpuCoresPerGpu?: number;
  memoryGbPerGpu?: number;
  systemDiskGb?: number;
  dataDiskGb?: number;
  bandwidthMbps?: number;
  pricePerGpuHour?: string;
}

/**
 * A host of a journey's own, added by the fleet member through /ops/fleet/create_host (online at
 * once, every GPU free), so a journey that fills or crowds hosts does not depend on what the demo
 * hosts have left after the other journeys' rentals.
 */
export async function journeyHost(
  request: APIRequestContext,
  spec: JourneyHostSpec = {},
): Promise<{ id: number; name: string; gpuModel: string }> {
  const session = spec.session ?? staffSession('fleet');
  const { data: regions } = await apiPost<{ data: Array<{ Id: number }> }>(
    request,
    '/ops/fleet/get_region_list',
    { session },
  );
  const tag = `${Date.now().toString(36)}${randomInt(100_000)}`;
  const name = `e2e-host-${tag}`;
  const gpuModel = spec.gpuModel ?? `E2E GPU ${tag}`;
  const created = await apiPost<{ Id: number }>(request, '/ops/fleet/create_host', {
    session,
    region_id: regions[0]?.Id,
    name,
    kind: spec.kind ?? 'kvm',
    node_class: spec.nodeClass ?? 'main',
    gpu_model: gpuModel,
    gpu_memory_gb: spec.gpuMemoryGb ?? 24,
    gpu_count: spec.gpuCount ?? 2,
    cpu_cores_per_gpu: spec.cpuCoresPerGpu ?? 8,
    memory_gb_per_gpu: spec.memoryGbPerGpu ?? 32,
    system_disk_gb: spec.systemDiskGb ?? 50,
    data_disk_gb: spec.dataDiskGb ?? 100,
    bandwidth_mbps: spec.bandwidthMbps ?? 100,
    price_per_gpu_hour: spec.pricePerGpuHour ?? '1.23',
  });
  return { id: created.Id, name, gpuModel };
}

/**
 * Takes a journey's host out of the store (maintenance) once the journey is done with it, so the
 * journeys that rent "the host with the most free GPUs" keep renting the demo hosts.
 */
export async function retireJourneyHost(request: APIRequestContext, hostId: number): Promise<void> {
  await apiPost(request, '/ops/fleet/set_host_status', {
    session: staffSession('fleet'),
    host_id: hostId,
    status: 'maintenance',
  });
}
