import { sessionOnlyRequest } from '../account';
import {
  allGpuInfoResponse,
  costExportRequest,
  costExportResponse,
  costListRequest,
  costListResponse,
  instanceCostInfoRequest,
  instanceCostInfoResponse,
} from '../cost-reports';
import type { AnyEndpoint } from '../endpoint';
import { endpoint } from '../endpoint';

const tag = 'cost reports';

/**
 * Cost reports (issue 14 point 5): what instances and bare metal cost, per instance and per day. A
 * main account reports on its own and its sub-accounts' instances, a sub-account on its own. Each
 * list has its CSV export beside it: an endpoint answers one media type, as /export_recharge_order.
 */
export const costReportsEndpoints = {
  instanceCostInfo: endpoint({
    method: 'POST',
    path: '/api/get_instance_cost_info',
    access: 'session',
    tag,
    summary: 'What one instance has cost so far: total, by pocket, by period and day, and refunds',
    request: instanceCostInfoRequest,
    response: instanceCostInfoResponse,
  }),
  instanceCostList: endpoint({
    method: 'POST',
    path: '/api/get_instance_cost_list',
    access: 'session',
    tag,
    summary: 'What KVM and container instances cost, per instance and day (China time)',
    request: costListRequest,
    response: costListResponse,
  }),
  bareMetalCostList: endpoint({
    method: 'POST',
    path: '/api/get_bare_metal_cost_list',
    access: 'session',
    tag,
    summary: 'What bare-metal instances cost, per instance and day (China time)',
    request: costListRequest,
    response: costListResponse,
  }),
  exportInstanceCostList: endpoint({
    method: 'POST',
    path: '/api/export_instance_cost_list',
    access: 'session',
    tag,
    summary: 'The KVM and container cost list as a CSV file (the answer is the file, not the envelope)',
    request: costExportRequest,
    response: costExportResponse,
    responseMediaType: 'text/csv',
  }),
  exportBareMetalCostList: endpoint({
    method: 'POST',
    path: '/api/export_bare_metal_cost_list',
    access: 'session',
    tag,
    summary: 'The bare-metal cost list as a CSV file (the answer is the file, not the envelope)',
    request: costExportRequest,
    response: costExportResponse,
    responseMediaType: 'text/csv',
  }),
  /** Public: the same machines the store shows anyone, by GPU model, for the reports' filters. */
  allGpuInfo: endpoint({
    method: 'POST',
    path: '/api/get_all_gpu_info',
    access: 'public',
    tag,
    summary: 'GPU models of the fleet with their specs, kinds, regions and what is online',
    request: sessionOnlyRequest.optional(),
    response: allGpuInfoResponse,
  }),
} satisfies Record<string, AnyEndpoint>;
