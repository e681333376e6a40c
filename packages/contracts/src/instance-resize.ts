import { RESIZE_LIMITS } from '@gpucloud/domain';
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { intRangeField, intStepField } from './fields';
import { instanceIdRequest } from './instance-actions';
import { instanceStatus, RENTAL_MODES } from './instances';
import { INSTANCE_KINDS } from './kinds';

/**
 * Resizing an instance (issue 17): GPUs on the same host, CPU cores and memory beyond the GPUs'
 * share, bandwidth, added disks. Each change that costs money has a `_query_price` twin answering
 * the same quote the change pays.
 */

export const upgradeSpecRequest = instanceIdRequest.extend({
  gpu_count: intRangeField(1, 8).describe('the GPUs the instance will have, on the same host'),
});
export const cpuRequest = instanceIdRequest.extend({
  cpu_cores: intRangeField(1, 512).describe(
    `the vCPUs the instance will have: at least its GPUs' share, at most ${RESIZE_LIMITS.maxExtraCpuCores} more, within the host's spare cores`,
  ),
});
export const memoryRequest = instanceIdRequest.extend({
  memory_gb: intRangeField(1, 8192).describe(
    `the memory (GB) the instance will have: at least its GPUs' share, at most ${RESIZE_LIMITS.maxExtraMemoryGb} GB more, within the host's spare memory`,
  ),
});
export const bandwidthRequest = instanceIdRequest.extend({
  bandwidth_mbps: intRangeField(RESIZE_LIMITS.minBandwidthMbps, 10_000).describe(
    "Mbps, at most the host's maximum; above what the host includes it is paid by the hour",
  ),
});
export const addDiskRequest = instanceIdRequest.extend({
  size_gb: intStepField(
    RESIZE_LIMITS.addDiskMinGb,
    RESIZE_LIMITS.addDiskMaxGb,
    RESIZE_LIMITS.addDiskStepGb,
  ).describe(
    `GB added to the data disk, ${RESIZE_LIMITS.addDiskMinGb}-${RESIZE_LIMITS.addDiskMaxGb} in steps of ${RESIZE_LIMITS.addDiskStepGb}; an instance adds at most ${RESIZE_LIMITS.maxExtraDiskGb} GB`,
  ),
});

/** What a resize costs: the prepaid time left re-priced (a charge or a refund), and the new hourly price. */
export const resizeQuote = z.object({
  BillingMode: z.enum(RENTAL_MODES),
  Hours: z.number().int().describe('whole prepaid hours left that are re-priced (0 for pay-as-you-go)'),
  HourlyBefore: z.number().describe('yuan per hour of the instance before the change'),
  HourlyAfter: z.number().describe('yuan per hour after it'),
  Charge: z.number().describe('yuan paid now for the prepaid time left'),
  Refund: z.number().describe('yuan given back now for the prepaid time left'),
  RefundToVouchers: z.number().describe('of the refund, yuan back to compute vouchers'),
  FromVouchers: z.number(),
  FromBalance: z.number(),
  FromCredit: z.number(),
  Payable: z
    .boolean()
    .describe('false when vouchers, balance and credit (or a sub-account limit) cannot pay the charge'),
  Short: z.number().describe('yuan missing when not payable'),
});
export const resizeQuoteResponse = envelopeSchema(resizeQuote);
export const resizeResponse = envelopeSchema(
  resizeQuote.extend({
    Status: instanceStatus,
    OrderNo: z.string().describe("the charge's order, '' when nothing was charged"),
  }),
);

/** Adding a disk: billed as storage by the day from the day it is added (SPEC §9 daily storage). */
export const addDiskQuoteResponse = envelopeSchema(
  z.object({
    SizeGb: z.number().int(),
    PerGbDay: z.number().describe('yuan per GB per day'),
    PerDay: z.number().describe('yuan per day for the added disk'),
    PayNow: z
      .number()
      .describe(
        "yuan paid now: the rest of today at the instance's added disks' new size, less what today was charged",
      ),
    DataDiskGb: z.number().int().describe('the data disk after adding'),
  }),
);
export const addDiskResponse = envelopeSchema(
  z.object({
    DataDiskGb: z.number().int(),
    ExtraDiskGb: z.number().int(),
    Paid: z.number().describe('yuan paid now (the quote’s PayNow)'),
    Status: instanceStatus,
  }),
);

/** What a resize may choose from: the instance now, its host's room, and the add-on prices. */
export const upgradeSpecOptionsResponse = envelopeSchema(
  z.object({
    Kind: z.enum(INSTANCE_KINDS),
    Status: instanceStatus,
    GpuCount: z.number().int(),
    MaxGpuCount: z.number().int().describe('GPUs it could have now: its own plus the host free ones'),
    CpuCores: z.number().int(),
    MinCpuCores: z.number().int().describe("its GPUs' share"),
    MaxCpuCores: z.number().int(),
    MemoryGb: z.number().int(),
    MinMemoryGb: z.number().int(),
    MaxMemoryGb: z.number().int(),
    DataDiskGb: z.number().int(),
    ExtraDiskGb: z.number().int(),
    MaxAddDiskGb: z.number().int().describe('the largest disk it can add now'),
    BandwidthMbps: z.number().int(),
    IncludedBandwidthMbps: z.number().int(),
    MaxBandwidthMbps: z.number().int(),
    Prices: z.object({
      GpuHour: z.number().describe('yuan per GPU-hour (list)'),
      CpuCoreHour: z.number(),
      MemoryGbHour: z.number(),
      BandwidthMbpsHour: z.number().describe('per Mbps above the included bandwidth'),
      DiskGbDay: z.number(),
    }),
    LiveChanges: z
      .array(z.enum(['gpuCount', 'cpuCores', 'memoryGb', 'dataDiskGb', 'bandwidthMbps']))
      .describe('what can change while the instance runs (everything can while it is stopped)'),
  }),
);

/** The host's room for CPU or memory beside an instance (/get_host_remain_cpu and its kin). */
export const remainResponse = envelopeSchema(
  z.object({
    Current: z.number().int().describe('what the instance has now'),
    Min: z.number().int().describe("its GPUs' share"),
    Max: z.number().int().describe('the most it can have now'),
    HostRemain: z.number().int().describe('spare on the host not held by any instance'),
  }),
);

/** Suspending and resuming a pay-as-you-go instance. */
export const resumeRequest = instanceIdRequest.extend({
  gpu_count: intRangeField(1, 8)
    .optional()
    .describe('resume with fewer GPUs when the host has not enough free (the choices of /restartInstance)'),
});
