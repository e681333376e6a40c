import {
  GPU_WAIT_FAILURES,
  GPU_WAIT_LIMITS,
  GPU_WAIT_MAX_HOURS,
  GPU_WAIT_MODES,
  GPU_WAIT_STATES,
  type GpuWaitFailure,
  type GpuWaitMode,
  type GpuWaitState,
} from '@gpucloud/domain';
import { z } from 'zod';
import { emptyData, envelopeSchema } from './envelope';
import { idField, intRangeField, pageField, pageSizeField, sessionField, yuanField, yuanOut } from './fields';
import { countByMode, RENTAL_MODES, rentalFields } from './instances';
import { INSTANCE_KINDS } from './kinds';

export {
  GPU_WAIT_FAILURES,
  GPU_WAIT_LIMITS,
  GPU_WAIT_MODES,
  GPU_WAIT_STATES,
  type GpuWaitFailure,
  type GpuWaitMode,
  type GpuWaitState,
};

/** What a wait promises, stated once for the document and the console. */
export const GPU_WAIT_RULE =
  `Waiting for a GPU (issue 44): when no host matches, a wait keeps the caller's place in a first-come-first-served queue for up to ${GPU_WAIT_LIMITS.maxDays} days (wait_hours 1-${GPU_WAIT_MAX_HOURS}, default the maximum); at most ${GPU_WAIT_LIMITS.perAccount} waiting per account (a main account and its sub-accounts together). ` +
  'A host matches when it is online, of gpu_model and kind (and region_id, when given), has gpu_count GPUs free and a list price per GPU-hour at most cap (VIP discounts only lower the charge). ' +
  'GPUs freed by a release, a stop, a prepaid expiry or a reservation ending are offered to the queue before the store: while a waiting wait matches a host, the store refuses to rent those GPUs to anyone else, and the queue job serves the oldest wait first. ' +
  'notify: the customer is told (in-app, SMS, email per the gpu_wait notice settings) and the wait is fulfilled; the GPUs go to whoever rents them first. ' +
  'auto_rent: the rental (image_id, mode, count, gpu_count) is placed by the same order path as /instance/create, paid from the same pockets; if the money is not there at that moment nothing is rented, the wait fails with a reason and the customer is told. ' +
  'A wait ends as fulfilled, expired, cancelled (by its owner) or failed.';

const { host_id: _host, coupon_id: _coupon, ...orderFields } = rentalFields;

/** A wait: the store's criteria, a price cap and, for auto_rent, the rental's order options. */
export const createGpuWaitRequest = countByMode(
  z.object({
    session: sessionField,
    gpu_model: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(60)
      .describe('the GPU model, as the store lists it'),
    kind: z.enum(INSTANCE_KINDS).default('kvm'),
    region_id: idField.optional().describe('one region; any region when left out'),
    cap: yuanField({ minFen: 1, maxFen: 100_000_00 }).describe(
      'the highest list price per GPU-hour, yuan (0.01-100000)',
    ),
    wait_mode: z.enum(GPU_WAIT_MODES).describe('notify: tell me; auto_rent: rent it for me'),
    wait_hours: intRangeField(1, GPU_WAIT_MAX_HOURS)
      .default(GPU_WAIT_MAX_HOURS)
      .describe(`how long to wait, hours (at most ${GPU_WAIT_LIMITS.maxDays} days)`),
    ...orderFields,
  }),
  RENTAL_MODES,
);
export type CreateGpuWaitRequest = z.input<typeof createGpuWaitRequest>;

export const gpuWait = z.object({
  WaitId: z.number().int(),
  State: z.enum(GPU_WAIT_STATES),
  Mode: z.enum(GPU_WAIT_MODES),
  GpuModel: z.string(),
  GpuCount: z.number().int(),
  Kind: z.enum(INSTANCE_KINDS),
  RegionId: z.number().int().nullable().describe('null: any region'),
  RegionName: z.string().nullable(),
  RegionNameEn: z.string().nullable(),
  Cap: yuanOut.describe('highest list price per GPU-hour'),
  RentalMode: z.enum(RENTAL_MODES),
  Count: z.number().int(),
  ImageId: z.number().int(),
  CreateAt: z.string(),
  ExpiresAt: z.string(),
  EndedAt: z.string().nullable().describe('when it left waiting'),
  InstanceId: z.number().int().nullable().describe('the instance an auto_rent wait rented'),
  HostId: z.number().int().nullable().describe('the host that matched'),
  // A nullable string, not a nullable enum: an OpenAPI 3.0 enum without null in it refuses null.
  FailureCode: z
    .string()
    .nullable()
    .describe(
      `why an auto_rent wait failed: ${GPU_WAIT_FAILURES.join(' or ')} (the money was not there, or the order was refused)`,
    ),
});
export type GpuWait = z.infer<typeof gpuWait>;
export const gpuWaitResponse = envelopeSchema(z.object({ wait: gpuWait }));

export const gpuWaitListRequest = z.object({
  session: sessionField,
  state: z.enum(GPU_WAIT_STATES).optional(),
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});
export const gpuWaitListResponse = envelopeSchema(
  z.object({
    data: z.array(gpuWait),
    total: z.number().int(),
    waiting: z.number().int().describe(`waiting now, of at most ${GPU_WAIT_LIMITS.perAccount}`),
  }),
);

export const cancelGpuWaitRequest = z.object({ session: sessionField, wait_id: idField });
export const cancelGpuWaitResponse = envelopeSchema(emptyData);
