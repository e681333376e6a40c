import type { z } from 'zod';
import { endpoint } from '../endpoint';
import { instanceIdRequest, instanceStatusResponse } from '../instance-actions';
import {
  addDiskQuoteResponse,
  addDiskRequest,
  addDiskResponse,
  bandwidthRequest,
  cpuRequest,
  memoryRequest,
  remainResponse,
  resizeQuoteResponse,
  resizeResponse,
  resumeRequest,
  upgradeSpecOptionsResponse,
  upgradeSpecRequest,
} from '../instance-resize';

const tag = 'instances';
const access = 'session';

/** A change of resources and its price twin, under the SPEC's names. */
function priced<const Request extends z.ZodType>(path: string, summary: string, request: Request) {
  return {
    quote: endpoint({
      method: 'POST',
      path: `${path}_query_price`,
      access,
      tag,
      summary: `Price of: ${summary}`,
      request,
      response: resizeQuoteResponse,
    }),
    change: endpoint({ method: 'POST', path, access, tag, summary, request, response: resizeResponse }),
  };
}

const upgradeSpec = priced(
  '/api/instance/upgrade_spec',
  'More or fewer GPUs on the same host for a stopped instance (prepaid time left re-priced: charged or refunded)',
  upgradeSpecRequest,
);
const vcpu = priced(
  '/api/update_vcpu',
  'Set the vCPUs of an instance (prepaid time left re-priced; pay-as-you-go pays the new hourly price)',
  cpuRequest,
);
const memory = priced(
  '/api/update_memory',
  'Set the memory of an instance (prepaid time left re-priced; pay-as-you-go pays the new hourly price)',
  memoryRequest,
);
const bandwidth = priced(
  '/api/instance/update_bandwidth',
  "Set an instance's bandwidth (above the host's included bandwidth it is paid by the hour)",
  bandwidthRequest,
);

/** Resizing, adding disks, suspending and resuming (issue 17). */
export const instanceResizeEndpoints = {
  upgradeSpecOptions: endpoint({
    method: 'POST',
    path: '/api/instance/get_upgrade_spec_options',
    access,
    tag,
    summary:
      "What an instance can be resized to: its host's free GPUs and spare CPU, memory, disk and bandwidth, and the prices",
    request: instanceIdRequest,
    response: upgradeSpecOptionsResponse,
  }),
  upgradeSpecQuote: upgradeSpec.quote,
  upgradeSpec: upgradeSpec.change,
  elasticUpgradeContainer: endpoint({
    method: 'POST',
    path: '/api/elastic_upgrade_container_v2',
    access,
    tag,
    summary:
      'More or fewer GPUs for a container, running or stopped (a running one is recreated with its disk, as a restart); priced by /api/instance/upgrade_spec_query_price',
    request: upgradeSpecRequest,
    response: resizeResponse,
  }),
  hostRemainCpu: endpoint({
    method: 'POST',
    path: '/api/get_host_remain_cpu',
    access,
    tag,
    summary: "The vCPUs a KVM or bare-metal instance can have: its GPUs' share up to what its host has spare",
    request: instanceIdRequest,
    response: remainResponse,
  }),
  containerRemainCpu: endpoint({
    method: 'POST',
    path: '/api/get_container_remain_cpu',
    access,
    tag,
    summary: "The vCPUs a container can have: its GPUs' share up to what its host has spare",
    request: instanceIdRequest,
    response: remainResponse,
  }),
  updateVcpuQuote: vcpu.quote,
  updateVcpu: vcpu.change,
  updateContainerCpu: endpoint({
    method: 'POST',
    path: '/api/update_container_cpu',
    access,
    tag,
    summary: "Set a container's vCPUs, live while it runs; priced by /api/update_vcpu_query_price",
    request: cpuRequest,
    response: resizeResponse,
  }),
  hostRemainMemory: endpoint({
    method: 'POST',
    path: '/api/get_host_remain_memory',
    access,
    tag,
    summary:
      "The memory a KVM or bare-metal instance can have: its GPUs' share up to what its host has spare",
    request: instanceIdRequest,
    response: remainResponse,
  }),
  containerRemainMemory: endpoint({
    method: 'POST',
    path: '/api/get_container_remain_memory',
    access,
    tag,
    summary: "The memory a container can have: its GPUs' share up to what its host has spare",
    request: instanceIdRequest,
    response: remainResponse,
  }),
  updateMemoryQuote: memory.quote,
  updateMemory: memory.change,
  updateContainerMemory: endpoint({
    method: 'POST',
    path: '/api/update_container_memory',
    access,
    tag,
    summary: "Set a container's memory, live while it runs; priced by /api/update_memory_query_price",
    request: memoryRequest,
    response: resizeResponse,
  }),
  updateBandwidthQuote: bandwidth.quote,
  updateBandwidth: bandwidth.change,
  addDiskQuote: endpoint({
    method: 'POST',
    path: '/api/instance/add_one_disk_query_price',
    access,
    tag,
    summary:
      'What a disk added to an instance costs per day (billed as storage by the day) and now (the rest of today)',
    request: addDiskRequest,
    response: addDiskQuoteResponse,
  }),
  addDisk: endpoint({
    method: 'POST',
    path: '/api/instance/add_one_disk',
    access,
    tag,
    summary:
      "Add GB to an instance's data disk (stopped, or running where the engine grows disks live); the rest of today is paid now, then each China day by the billing tick until the instance is released",
    request: addDiskRequest,
    response: addDiskResponse,
  }),
  suspend: endpoint({
    method: 'POST',
    path: '/api/instance/suspend',
    access,
    tag,
    summary:
      'Suspend a stopped pay-as-you-go instance: its GPUs, CPU and memory go back to the host; its disks are kept, without a retention limit, billed as storage by the day',
    request: instanceIdRequest,
    response: instanceStatusResponse,
  }),
  resume: endpoint({
    method: 'POST',
    path: '/api/instance/resume',
    access,
    tag,
    summary: 'Start a suspended instance again (needs free GPUs on its host; may resume with fewer)',
    request: resumeRequest,
    response: instanceStatusResponse,
  }),
};
