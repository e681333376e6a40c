import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { yuanOut } from './fields';
import { staffSessionField } from './staff';

/** "Today" on the platform is the calendar day in Asia/Shanghai (UTC+8, no daylight saving). */
export const PLATFORM_TIME_ZONE = 'Asia/Shanghai';

export const opsOverviewRequest = z.object({ session: staffSessionField });

export const gpusFreeOfModel = z.object({
  GpuModel: z.string(),
  Free: z.number().int().describe('GPUs free on online hosts'),
  Total: z.number().int().describe('GPUs on online hosts'),
});

export const opsOverview = z.object({
  Day: z.string().describe(`YYYY-MM-DD in ${PLATFORM_TIME_ZONE}`),
  DayStart: z.string().describe('ISO 8601: the instant the day began'),
  TopUps: z.object({
    Count: z.number().int().describe('top-up orders paid today'),
    Sum: yuanOut,
  }),
  Spend: yuanOut.describe('yuan charged today for rentals, renewals, upgrades and pay-as-you-go hours'),
  RunningInstances: z.number().int(),
  GpusFree: z.array(gpusFreeOfModel),
  OpenWorkOrders: z.number().int(),
});
export const opsOverviewResponse = envelopeSchema(opsOverview);

export type OpsOverview = z.infer<typeof opsOverview>;
export type GpusFreeOfModel = z.infer<typeof gpusFreeOfModel>;
