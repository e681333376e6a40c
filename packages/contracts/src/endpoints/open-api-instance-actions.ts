import type { z } from 'zod';
import { AUTO_STOP_RULE, autoStopResponse } from '../auto-stop';
import { endpoint } from '../endpoint';
import { emptyData, envelopeSchema } from '../envelope';
import {
  changeDueModeQuoteResponse,
  changeDueModeResponse,
  instanceStatusResponse,
  migrationConditionsResponse,
  refundQuoteResponse,
  renewQuoteResponse,
  stopWithRefundResponse,
} from '../instance-actions';
import {
  addDiskQuoteResponse,
  addDiskResponse,
  resizeQuoteResponse,
  resizeResponse,
  upgradeSpecOptionsResponse,
} from '../instance-resize';
import { latestMetricsResponse } from '../monitoring';
import { publicEmptyRequest, publicInstancePath, publicRenewRequest } from '../public-api';
import {
  publicAddDiskRequest,
  publicAutoStopClearQuery,
  publicAutoStopSetRequest,
  publicBandwidthRequest,
  publicBillingModeRequest,
  publicGpusRequest,
  publicLatestMetricsRequest,
  publicMemoryRequest,
  publicMigrateRequest,
  publicMoneyHeaders,
  publicPasswordRequest,
  publicReinitRequest,
  publicResumeRequest,
  publicVcpusRequest,
} from '../public-api-actions';

const v1 = '/openapi/v1';
const key = 'key' as const;
const tag = 'public API v1';
const params = publicInstancePath;

/** The promise every call that spends money makes: its Idempotency-Key and the key's spend cap. */
export const MONEY_CALL_RULE =
  'It spends money: it counts toward the access key’s monthly spend cap (refused, changing nothing, when it would pass it). With an Idempotency-Key header, a repeat of the same key, path and body answers the first call’s answer (nothing charged twice); the same key with another call is refused.';

/** A resize of one resource, and its price twin (a read). */
function resize<const Request extends z.ZodType>(path: string, summary: string, request: Request) {
  return {
    quote: endpoint({
      method: 'POST',
      path: `${v1}/instances/:id/${path}/quote`,
      access: key,
      scope: 'read',
      tag,
      summary: `Price of: ${summary}`,
      params,
      request,
      response: resizeQuoteResponse,
    }),
    change: endpoint({
      method: 'POST',
      path: `${v1}/instances/:id/${path}`,
      access: key,
      scope: 'instances',
      tag,
      summary,
      description: MONEY_CALL_RULE,
      params,
      request,
      headers: publicMoneyHeaders,
      response: resizeResponse,
    }),
  };
}

const gpus = resize(
  'gpus',
  'More or fewer GPUs on the same host (a container running or stopped, other kinds stopped); prepaid time left re-priced',
  publicGpusRequest,
);
const vcpus = resize(
  'vcpus',
  "Set an instance's vCPUs (a container's live); prepaid time left re-priced, pay-as-you-go pays the new hourly price",
  publicVcpusRequest,
);
const memory = resize(
  'memory',
  "Set an instance's memory (a container's live); prepaid time left re-priced, pay-as-you-go pays the new hourly price",
  publicMemoryRequest,
);
const bandwidth = resize(
  'bandwidth',
  "Set an instance's bandwidth (above the host's included bandwidth it is paid by the hour)",
  publicBandwidthRequest,
);

/** What the console does to an instance, through the same services (issue 45). */
export const publicInstanceActionEndpoints = {
  reinit: endpoint({
    method: 'POST',
    path: `${v1}/instances/:id/reinit`,
    access: key,
    scope: 'instances',
    tag,
    summary:
      'Reinstall a stopped instance from a public image or a custom image of its kind (its disk is wiped)',
    params,
    request: publicReinitRequest,
    response: instanceStatusResponse,
  }),
  migrationTargets: endpoint({
    method: 'GET',
    path: `${v1}/instances/:id/migration-targets`,
    access: key,
    scope: 'read',
    tag,
    summary: 'The hosts a stopped instance can move to, with their free GPUs and prices',
    params,
    response: migrationConditionsResponse,
  }),
  migrate: endpoint({
    method: 'POST',
    path: `${v1}/instances/:id/migrate`,
    access: key,
    scope: 'instances',
    tag,
    summary: 'Move a stopped instance and its disk to another host of the migration targets',
    params,
    request: publicMigrateRequest,
    response: instanceStatusResponse,
  }),
  renewQuote: endpoint({
    method: 'POST',
    path: `${v1}/instances/:id/renew/quote`,
    access: key,
    scope: 'read',
    tag,
    summary: 'Price of renewing a prepaid instance by a period, and its new end',
    params,
    request: publicRenewRequest,
    response: renewQuoteResponse,
  }),
  stopWithRefundQuote: endpoint({
    method: 'GET',
    path: `${v1}/instances/:id/stop-with-refund/quote`,
    access: key,
    scope: 'read',
    tag,
    summary: 'What stopping a prepaid instance gives back: its unused whole hours',
    params,
    response: refundQuoteResponse,
  }),
  stopWithRefund: endpoint({
    method: 'POST',
    path: `${v1}/instances/:id/stop-with-refund`,
    access: key,
    scope: 'instances',
    tag,
    summary: 'Stop a prepaid instance and refund its unused whole hours to the pockets they came from',
    params,
    request: publicEmptyRequest,
    response: stopWithRefundResponse,
  }),
  billingModeQuote: endpoint({
    method: 'POST',
    path: `${v1}/instances/:id/billing-mode/quote`,
    access: key,
    scope: 'read',
    tag,
    summary: 'What changing the billing mode charges (to prepaid) or refunds (to pay-as-you-go)',
    params,
    request: publicBillingModeRequest,
    response: changeDueModeQuoteResponse,
  }),
  changeBillingMode: endpoint({
    method: 'POST',
    path: `${v1}/instances/:id/billing-mode`,
    access: key,
    scope: 'instances',
    tag,
    summary: 'Switch between prepaid and pay-as-you-go (to prepaid charges the period)',
    description: MONEY_CALL_RULE,
    params,
    request: publicBillingModeRequest,
    headers: publicMoneyHeaders,
    response: changeDueModeResponse,
  }),
  resizeOptions: endpoint({
    method: 'GET',
    path: `${v1}/instances/:id/resize-options`,
    access: key,
    scope: 'read',
    tag,
    summary:
      "What an instance can be resized to: its host's free GPUs and spare CPU, memory, disk and bandwidth, and the prices",
    params,
    response: upgradeSpecOptionsResponse,
  }),
  gpusQuote: gpus.quote,
  setGpus: gpus.change,
  vcpusQuote: vcpus.quote,
  setVcpus: vcpus.change,
  memoryQuote: memory.quote,
  setMemory: memory.change,
  bandwidthQuote: bandwidth.quote,
  setBandwidth: bandwidth.change,
  addDiskQuote: endpoint({
    method: 'POST',
    path: `${v1}/instances/:id/disk/quote`,
    access: key,
    scope: 'read',
    tag,
    summary: 'What GB added to an instance’s data disk cost per day and now (the rest of today)',
    params,
    request: publicAddDiskRequest,
    response: addDiskQuoteResponse,
  }),
  addDisk: endpoint({
    method: 'POST',
    path: `${v1}/instances/:id/disk`,
    access: key,
    scope: 'instances',
    tag,
    summary:
      "Add GB to an instance's data disk: the rest of today is paid now, then each China day until the instance is released",
    description: MONEY_CALL_RULE,
    params,
    request: publicAddDiskRequest,
    headers: publicMoneyHeaders,
    response: addDiskResponse,
  }),
  suspend: endpoint({
    method: 'POST',
    path: `${v1}/instances/:id/suspend`,
    access: key,
    scope: 'instances',
    tag,
    summary:
      'Suspend a stopped pay-as-you-go instance: its GPUs, CPU and memory go back to the host, its disks are kept and billed as storage',
    params,
    request: publicEmptyRequest,
    response: instanceStatusResponse,
  }),
  resume: endpoint({
    method: 'POST',
    path: `${v1}/instances/:id/resume`,
    access: key,
    scope: 'instances',
    tag,
    summary:
      'Start a suspended instance again (gpu_count: with fewer GPUs when its host lacks them); refused once the key’s cap is spent',
    params,
    request: publicResumeRequest,
    response: instanceStatusResponse,
  }),
  setPassword: endpoint({
    method: 'POST',
    path: `${v1}/instances/:id/password`,
    access: key,
    scope: 'instances',
    tag,
    summary: "Set the instance's root (or Administrator) password",
    params,
    request: publicPasswordRequest,
    response: envelopeSchema(emptyData),
  }),
  autoStop: endpoint({
    method: 'GET',
    path: `${v1}/instances/:id/auto-stop`,
    access: key,
    scope: 'read',
    tag,
    summary: "An instance's auto-stop rules",
    description: AUTO_STOP_RULE,
    params,
    response: autoStopResponse,
  }),
  setAutoStop: endpoint({
    method: 'PUT',
    path: `${v1}/instances/:id/auto-stop`,
    access: key,
    scope: 'instances',
    tag,
    summary: 'Set auto-stop rules (the ones given; the others stay)',
    description: AUTO_STOP_RULE,
    params,
    request: publicAutoStopSetRequest,
    response: autoStopResponse,
  }),
  clearAutoStop: endpoint({
    method: 'DELETE',
    path: `${v1}/instances/:id/auto-stop`,
    access: key,
    scope: 'instances',
    tag,
    summary: 'Clear an auto-stop rule (?rule=time|idle|command), or all of them (?rule=all)',
    params,
    request: publicAutoStopClearQuery,
    response: autoStopResponse,
  }),
  keepRunning: endpoint({
    method: 'POST',
    path: `${v1}/instances/:id/auto-stop/keep-running`,
    access: key,
    scope: 'instances',
    tag,
    summary: 'Keep an idle instance running: idle time counts again from now',
    params,
    request: publicEmptyRequest,
    response: autoStopResponse,
  }),
  latestMetrics: endpoint({
    method: 'POST',
    path: `${v1}/instances/metrics/latest`,
    access: key,
    scope: 'read',
    tag,
    summary: "The latest CPU, memory and GPU figures of some of the account's instances (others' left out)",
    request: publicLatestMetricsRequest,
    response: latestMetricsResponse,
  }),
};
