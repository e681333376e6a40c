import { RESERVATION_LIMITS } from '@gpucloud/domain';
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { sessionField, yuanOut } from './fields';

/** A China calendar day, as reservations and the bare-metal show list name days. */
export const chinaDayField = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date YYYY-MM-DD')
  .describe('YYYY-MM-DD, a calendar day in China time (UTC+8)');

/** Which bare-metal machine configuration: the `ConfigId` of /api/get_bare_metal_show_list. */
export const configIdField = z
  .string()
  .trim()
  .regex(/^bm-[0-9a-f]{16}$/, 'must be a ConfigId of /api/get_bare_metal_show_list')
  .describe('the ConfigId of a configuration in /api/get_bare_metal_show_list');

export const RANGE_RULE = `Both days are included. The first day is tomorrow at the earliest and at most ${RESERVATION_LIMITS.maxDaysAhead} days ahead; the range is 1-${RESERVATION_LIMITS.maxDailyDays} days (rented daily on delivery) or whole months of ${RESERVATION_LIMITS.daysPerMonth} days up to ${RESERVATION_LIMITS.maxDays} (rented monthly).`;

export const bareMetalShowListRequest = z.object({
  session: sessionField,
  region: z.string().trim().max(64).optional().describe('only this region (its code)'),
  start_day: chinaDayField
    .optional()
    .describe('first day of the range `Reservable` counts for; default tomorrow'),
  end_day: chinaDayField.optional().describe('last day of that range (included); default start_day'),
});

/** What a bare-metal machine configuration is: the whole machine's hardware. */
export const bareMetalSpec = z.object({
  RegionCode: z.string(),
  RegionName: z.string(),
  RegionNameEn: z.string(),
  GpuModel: z.string(),
  GpuMemoryGb: z.number().int(),
  GpuCount: z.number().int(),
  CpuCores: z.number().int(),
  MemoryGb: z.number().int(),
  SystemDiskGb: z.number().int(),
  DataDiskGb: z.number().int(),
  BandwidthMbps: z.number().int(),
});
export type BareMetalSpec = z.infer<typeof bareMetalSpec>;

export const bareMetalConfig = bareMetalSpec.extend({
  ConfigId: z.string().describe('names the configuration in /api/add_baremetal_reservation'),
  PricePerHour: yuanOut.describe('list price of the whole machine for one hour (no membership)'),
  PricePerDay: yuanOut.describe('list price of one day, daily period discount in'),
  PricePerMonth: yuanOut.describe('list price of one 30-day month, monthly period discount in'),
  Machines: z.number().int().describe('online machines of this configuration'),
  FreeNow: z.number().int().describe('machines with every GPU free now'),
  Reservable: z
    .number()
    .int()
    .describe(
      'machines still reservable for the range: machines less requested and confirmed reservations overlapping it',
    ),
});
export type BareMetalConfig = z.infer<typeof bareMetalConfig>;

export const bareMetalShowListResponse = envelopeSchema(
  z.object({
    list: z.array(bareMetalConfig),
    StartDay: z.string().describe('the range Reservable counts for'),
    EndDay: z.string(),
  }),
);
