import { INSTANCE_STATES } from '@gpucloud/domain';
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { intField, sessionField } from './fields';
import { INSTANCE_KINDS } from './store';

export const RENTAL_MODES = ['hourly', 'daily', 'monthly', 'post_paid'] as const;

const positiveId = intField.pipe(z.number().int().min(1));

/** A rental as the store's order form describes it; the same body asks for a quote or places the order. */
export const rentalRequest = z.object({
  session: sessionField,
  host_id: positiveId,
  gpu_count: intField.pipe(z.number().int().min(1).max(8)),
  image_id: positiveId,
  mode: z.enum(RENTAL_MODES).describe('hourly 1-23 h, daily 1-29 d, monthly 1-12 months, post_paid per hour'),
  count: intField
    .pipe(z.number().int().min(1).max(29))
    .describe('hours, days or months by mode; 1 for post_paid'),
  coupon_id: positiveId.optional(),
});

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
  StatusDetail: z.string(),
  Note: z.string(),
  SubAccountName: z.string().nullable(),
  CreateAt: z.string(),
});

export type RentalRequest = z.infer<typeof rentalRequest>;
export type RentalQuote = z.infer<typeof rentalQuote>;
export type InstanceRow = z.infer<typeof instanceRow>;
