import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { epochSeconds, idField, pageField, pageSizeField, sessionField, yuanOut } from './fields';
import { instanceStatus, RENTAL_MODES } from './instances';
import { INSTANCE_KINDS } from './kinds';

/**
 * Cost reports (issue 14 point 5): what an instance has cost, and what instances cost per day.
 * Money is counted when it moved (an order paid, an hour charged, a refund given back); a day is a
 * calendar day in China time (UTC+8), the platform's day.
 */

const DAY = z.string().describe('YYYY-MM-DD, China time (UTC+8)');

/** Of an amount: what came from compute vouchers and what from balance (credit counts as balance). */
const pockets = {
  Vouchers: yuanOut.describe('yuan of it from compute vouchers'),
  Balance: yuanOut.describe('yuan of it from balance (credit included)'),
};

export const instanceCostInfoRequest = z.object({ session: sessionField, instance_id: idField });

export const instanceCostPeriod = z.object({
  OrderNo: z.string(),
  StartsAt: z.string(),
  EndsAt: z.string().describe('as it stands: a refund of unused hours moves it earlier'),
  Amount: yuanOut.describe('yuan paid for the period'),
  ...pockets,
  Refunded: yuanOut.describe('yuan of it given back (unused hours, or a machine never made)'),
});

export const instanceCostDay = z.object({
  Day: DAY,
  Hours: z.number().describe('pay-as-you-go hours paid that day: its minutes billed, in hours to 2 decimals'),
  NoGpuHours: z
    .number()
    .describe(
      'of them, hours billed in no-GPU mode (at the no-GPU price), to 2 decimals; an hour charged in both modes before billing by the minute counts in GPU mode',
    ),
  Amount: yuanOut,
  ...pockets,
});

export const instanceCostRefund = z.object({
  At: z.string(),
  Amount: yuanOut,
  ...pockets,
  Note: z.string(),
});

export const instanceCostInfo = z.object({
  InstanceId: z.number().int(),
  Name: z.string(),
  Kind: z.enum(INSTANCE_KINDS),
  GpuModel: z.string(),
  GpuCount: z.number().int(),
  BillingMode: z.enum(RENTAL_MODES),
  Status: instanceStatus,
  SubAccountName: z.string().nullable(),
  CreateAt: z.string(),
  Paid: yuanOut.describe('yuan paid: every period plus every pay-as-you-go hour'),
  Refunded: yuanOut.describe('yuan given back'),
  Total: yuanOut.describe('what it has cost so far: Paid - Refunded'),
  ...pockets,
  Periods: z.array(instanceCostPeriod).describe('prepaid periods, oldest first'),
  PayAsYouGo: z.array(instanceCostDay).describe('pay-as-you-go hours by day, oldest first'),
  Refunds: z.array(instanceCostRefund).describe('money given back, oldest first'),
});
export const instanceCostInfoResponse = envelopeSchema(instanceCostInfo);

/** The filters of a daily cost list and of its CSV export. */
const costFilters = {
  session: sessionField,
  start_time: epochSeconds().describe('money moved from (epoch seconds, inclusive)').optional(),
  end_time: epochSeconds().describe('money moved before (epoch seconds, exclusive)').optional(),
  gpu_model: z.string().trim().max(60, 'must be at most 60 characters').optional(),
  instance_id: idField.optional(),
};

export const costListRequest = z.object({
  ...costFilters,
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});
export const costExportRequest = z.object(costFilters);

export const costListRow = z.object({
  Day: DAY,
  InstanceId: z.number().int(),
  Name: z.string(),
  Kind: z.enum(INSTANCE_KINDS),
  GpuModel: z.string(),
  GpuCount: z.number().int(),
  BillingMode: z.enum(RENTAL_MODES).describe('the billing mode now'),
  SubAccountName: z.string().nullable(),
  Prepaid: yuanOut.describe('yuan of prepaid periods bought that day'),
  PayAsYouGo: yuanOut.describe('yuan of pay-as-you-go hours paid that day'),
  Hours: z.number().describe('pay-as-you-go hours paid that day: its minutes billed, in hours to 2 decimals'),
  Refunded: yuanOut.describe('yuan given back that day'),
  Total: yuanOut.describe('Prepaid + PayAsYouGo - Refunded'),
  ...pockets,
});

/** The whole filtered list summed, and its days: enough for a chart without reading every page. */
export const costListTotals = costListRow.pick({
  Prepaid: true,
  PayAsYouGo: true,
  Hours: true,
  Refunded: true,
  Total: true,
  Vouchers: true,
  Balance: true,
});
export const costListDay = z.object({
  Day: DAY,
  Spent: yuanOut.describe('Prepaid + PayAsYouGo of every listed instance that day'),
  Refunded: yuanOut,
});

export const costListResponse = envelopeSchema(
  z.object({
    data: z.array(costListRow).describe('one row per instance and day, newest day first'),
    total: z.number().int(),
    totals: costListTotals,
    days: z.array(costListDay).describe('every day with money moved, oldest first'),
  }),
);

export const costExportResponse = z
  .string()
  .describe('one header line, then one line per instance and day (UTF-8, comma-separated)');

export const gpuModelInfo = z.object({
  GpuModel: z.string(),
  GpuMemoryGb: z.number().int().describe('the largest among its hosts'),
  CpuCoresPerGpu: z.number().int().describe('the largest among its hosts'),
  MemoryGbPerGpu: z.number().int().describe('GB of memory per GPU, the largest among its hosts'),
  Kinds: z.array(z.enum(INSTANCE_KINDS)).describe('the kinds of machine it comes in'),
  Regions: z.array(z.string()).describe('region codes of its hosts'),
  GpuCount: z.number().int().describe('GPUs on online hosts'),
  GpuFree: z.number().int().describe('free GPUs on online hosts'),
  MinPricePerGpuHour: yuanOut
    .nullable()
    .describe('the lowest price of an online host; null when none is online'),
});
export const allGpuInfoResponse = envelopeSchema(z.object({ data: z.array(gpuModelInfo) }));

export type InstanceCostInfo = z.infer<typeof instanceCostInfo>;
export type InstanceCostPeriod = z.infer<typeof instanceCostPeriod>;
export type InstanceCostDay = z.infer<typeof instanceCostDay>;
export type InstanceCostRefund = z.infer<typeof instanceCostRefund>;
export type CostListRequest = z.infer<typeof costListRequest>;
export type CostExportRequest = z.infer<typeof costExportRequest>;
export type CostListRow = z.infer<typeof costListRow>;
export type CostListTotals = z.infer<typeof costListTotals>;
export type CostListDay = z.infer<typeof costListDay>;
export type GpuModelInfo = z.infer<typeof gpuModelInfo>;
