import { GPU_MODES, INSTANCE_STATES, RENTAL_PERIODS, type RentalMode } from '@gpucloud/domain';
import { z } from 'zod';
import { datasetIdsField } from './datasets';
import { envelopeSchema } from './envelope';
import { INT4_MAX, idField, intRangeField, sessionField } from './fields';
import { INSTANCE_KINDS } from './kinds';

export const RENTAL_MODES = ['hourly', 'daily', 'monthly', 'post_paid'] as const;

/** The count of any mode: 1 to the longest period (29 days); each mode's own range is checked by `countByMode`. */
export const rentalCountField = intRangeField(1, 29);

/**
 * `count` within its mode's range (RENTAL_PERIODS, SPEC §9: hours 1-23, days 1-29, months 1-12,
 * post_paid 1): the server refuses a count outside it, naming the field, and the document states
 * the same table as `anyOf` by mode. Fields named in `postPaidOnly` (flags such as `interruptible`)
 * may be true only for post_paid: the server refuses them otherwise, and each prepaid branch of
 * the document allows them only false.
 */
/* @__NO_SIDE_EFFECTS__ */
export function countByMode<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  modes: readonly RentalMode[],
  postPaidOnly: readonly string[] = [],
) {
  return schema
    .superRefine((body, ctx) => {
      const { mode, count } = body as { mode: RentalMode; count: number };
      const { min, max } = RENTAL_PERIODS[mode];
      if (count < min || count > max)
        ctx.addIssue({ code: 'custom', message: `${mode} rentals are ${min}-${max}`, path: ['count'] });
      for (const field of postPaidOnly)
        if (mode !== 'post_paid' && (body as Record<string, unknown>)[field] === true)
          ctx.addIssue({ code: 'custom', message: 'post_paid rentals only', path: [field] });
    })
    .meta({
      anyOf: modes.map((mode) => ({
        properties: {
          mode: { enum: [mode] },
          count: z.toJSONSchema(intRangeField(RENTAL_PERIODS[mode].min, RENTAL_PERIODS[mode].max), {
            io: 'input',
            target: 'openapi-3.0',
          }),
          ...(mode === 'post_paid'
            ? {}
            : Object.fromEntries(postPaidOnly.map((field) => [field, { enum: [false, 'false'] }]))),
        },
      })),
    });
}

/** The rental flags that only pay-as-you-go takes (see countByMode). */
export const POST_PAID_ONLY = ['interruptible'] as const;

/** What a rental names: the host, how many of its GPUs, the image and the period. */
export const rentalFields = {
  host_id: idField,
  gpu_count: intRangeField(1, 8),
  image_id: idField,
  mode: z.enum(RENTAL_MODES).describe('hourly 1-23 h, daily 1-29 d, monthly 1-12 months, post_paid per hour'),
  count: rentalCountField.describe('hours, days or months by mode; 1 for post_paid'),
  coupon_id: idField.optional(),
  custom_image_id: intRangeField(1, INT4_MAX)
    .optional()
    .describe(
      'a ready custom image (own or shared) saved on a host of this kind; the instance runs it instead of image_id',
    ),
  dataset_ids: datasetIdsField.optional(),
  template_id: idField
    .optional()
    .describe(
      "a template the caller may use (its own, or a published public one): the machine runs its start command with its variables and serves its ports; image_id must be the template's image, no custom image, and the host's data disk at least the template's",
    ),
  interruptible: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
    .optional()
    .describe(
      'true: an interruptible instance, post_paid only, on a host that sells them (its InterruptiblePricePerGpuHour): billed by the minute at that lower price, and stopped (disk kept, billing ends that minute, the owner told why) when an on-demand rent on the host needs its GPUs and too few are free, the youngest interruptible instance first; it starts again by the ordinary start when GPUs are free. false or left out: on demand',
    ),
};

/** A rental as the store's order form describes it; the same body asks for a quote or places the order. */
export const rentalRequest = countByMode(
  z.object({ session: sessionField, ...rentalFields }),
  RENTAL_MODES,
  POST_PAID_ONLY,
);

export const rentalQuote = z.object({
  Hours: z.number().int(),
  ListPrice: z.number().describe('yuan'),
  PeriodDiscount: z.number(),
  VipDiscount: z.number(),
  CouponDiscount: z.number(),
  CouponProblem: z.string().nullable(),
  Total: z.number(),
  FromVouchers: z.number(),
  FromBalance: z.number(),
  FromCredit: z.number(),
  Payable: z.boolean().describe('false: available balance is less than package price'),
  Short: z.number().describe('yuan missing when not payable'),
});
export const rentalQuoteResponse = envelopeSchema(rentalQuote);

/** An instance's state; the states and their rules live in the domain's lifecycle table. */
export const instanceStatus = z.enum(INSTANCE_STATES);

export const rentalCreatedResponse = envelopeSchema(
  z.object({ InstanceId: z.number().int(), OrderNo: z.string(), Status: instanceStatus }),
);

export const instanceRow = z.object({
  InstanceId: z.number().int(),
  Name: z.string(),
  Kind: z.enum(INSTANCE_KINDS),
  Status: instanceStatus,
  GpuModel: z.string(),
  GpuCount: z.number().int(),
  CpuCores: z.number().int().describe("vCPUs: the GPUs' share of the host plus any added"),
  MemoryGb: z.number().int(),
  DataDiskGb: z.number().int().describe('the data disk, added disks included'),
  BandwidthMbps: z.number().int(),
  Region: z.string(),
  ImageName: z.string(),
  HostId: z.number().int(),
  System: z.enum(['linux', 'windows']),
  BillingMode: z.enum(RENTAL_MODES),
  HourlyCost: z.number().describe('yuan per hour while running (pay-as-you-go)'),
  ExpiresAt: z.string().nullable().describe('end of the prepaid period'),
  NextChargeAt: z.string().nullable().describe('when a running pay-as-you-go instance is charged next'),
  ReleaseAt: z.string().nullable().describe('when a shut-down instance and its disk are released'),
  HoldsGpus: z.boolean().describe('false when a stopped instance gave its GPUs back to the host'),
  Interruptible: z
    .boolean()
    .describe('rented as interruptible: stopped when an on-demand rent on its host needs its GPUs'),
  GpuMode: z
    .enum(GPU_MODES)
    .describe('the mode of its last start: gpu, or none (no-GPU mode: 1 vCPU, 2 GiB, no GPUs)'),
  NoGpuHourlyCost: z
    .number()
    .nullable()
    .describe(
      'yuan per hour without GPUs: what it pays in no-GPU mode, or what a no-GPU start would cost; null where it may not start so (prepaid, bare metal, a host that does not offer it)',
    ),
  StatusDetail: z.string(),
  Note: z.string(),
  SubAccountName: z.string().nullable(),
  CreateAt: z.string(),
  HostUnreachableSince: z
    .string()
    .nullable()
    .describe(
      'ISO 8601: since when the engine of its host has not answered (its machine may still run; its state is not known until it answers); null while it answers',
    ),
  Simulated: z
    .boolean()
    .describe(
      'true when the machine is a simulation (nothing runs: the simulated fleet, or KVM and bare metal beside Docker); the console labels it',
    ),
});

export type RentalRequest = z.infer<typeof rentalRequest>;
export type RentalQuote = z.infer<typeof rentalQuote>;
export type InstanceRow = z.infer<typeof instanceRow>;
