import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idField, intRangeField, sessionField, yuanOut } from './fields';
import { INSTANCE_KINDS, NODE_CLASSES, STORE_SORTS } from './kinds';

export const regionOption = z.object({ Code: z.string(), Name: z.string(), NameEn: z.string() });
export const storeSelectorOptions = z.object({
  regions: z.array(regionOption),
  gpu_models: z.array(z.string()),
  kinds: z.array(z.enum(INSTANCE_KINDS)),
});
export const storeSelectorOptionsResponse = envelopeSchema(storeSelectorOptions);

export const gpuSelectorDetailRequest = z.object({
  session: sessionField,
  region: z.string().max(40).optional(),
  gpu_model: z.string().max(60).optional(),
  kind: z.enum(INSTANCE_KINDS).optional(),
  min_free_gpus: intRangeField(0, 64).optional(),
  sort: z.enum(STORE_SORTS).optional(),
});

export const hostOffer = z.object({
  HostId: z.number().int(),
  HostName: z.string(),
  Region: z.string(),
  RegionName: z.string(),
  RegionNameEn: z.string(),
  Kind: z.enum(INSTANCE_KINDS),
  NodeClass: z.enum(NODE_CLASSES),
  GpuModel: z.string(),
  GpuMemoryGb: z.number().int(),
  GpuCount: z.number().int(),
  GpuFree: z.number().int(),
  CpuCores: z.number().int().describe('per GPU'),
  MemoryGb: z.number().int().describe('per GPU'),
  SystemDiskGb: z.number().int(),
  DataDiskGb: z.number().int(),
  BandwidthMbps: z.number().int(),
  PricePerGpuHour: yuanOut.describe('list price per GPU per hour, before discounts'),
  InterruptiblePricePerGpuHour: yuanOut
    .nullable()
    .describe(
      'list price per GPU per hour of an interruptible (post_paid) instance, below PricePerGpuHour; null: the host does not sell interruptible instances',
    ),
  Simulated: z
    .boolean()
    .describe('true when machines rented on this host are simulated (nothing runs); the store says so'),
});
export const gpuSelectorDetail = z.object({ list: z.array(hostOffer), total: z.number().int() });
export const gpuSelectorDetailResponse = envelopeSchema(gpuSelectorDetail);

export type HostOffer = z.infer<typeof hostOffer>;
export type GpuSelectorDetailRequest = z.infer<typeof gpuSelectorDetailRequest>;
export type StoreSelectorOptions = z.infer<typeof storeSelectorOptions>;

/** Filters of the per-kind GPU selectors and the availability counts. */
export const gpuSelectorRequest = z.object({
  session: sessionField,
  region: z.string().max(40).optional(),
});

/** One GPU model as a kind's selector shows it: how many are free, across how many hosts, from what price. */
export const gpuModelOption = z.object({
  GpuModel: z.string(),
  GpuMemoryGb: z.number().int(),
  FreeGpus: z.number().int(),
  TotalGpus: z.number().int(),
  Hosts: z.number().int(),
  MinPricePerGpuHour: yuanOut,
});
export const gpuSelectorResponse = envelopeSchema(z.object({ list: z.array(gpuModelOption) }));

export const availableNumRequest = z.object({
  session: sessionField,
  region: z.string().max(40).optional(),
  gpu_model: z.string().max(60).optional(),
  image_id: idField.describe('only hosts that can run this image'),
});
export const availableNumWithoutImageRequest = availableNumRequest.omit({ image_id: true });
export const availableNumResponse = envelopeSchema(
  z.object({
    FreeGpus: z.number().int().describe('free GPUs on online hosts of the kind matching the filters'),
    Hosts: z.number().int().describe('hosts with at least one free GPU'),
  }),
);

/** A public image as the order form lists it (SPEC §3: Label, System, ShortDisplayName). */
export const imageOption = z.object({
  ImageId: z.number().int(),
  Name: z.string(),
  Label: z.string(),
  System: z.enum(['linux', 'windows']),
  ShortDisplayName: z.string(),
  Description: z.string(),
  RunsAs: z
    .string()
    .nullable()
    .describe(
      'the engine image this host really runs for it (a docker host), null where it is the image itself',
    ),
});

export const instanceSpecificationsRequest = z.object({
  session: sessionField,
  host_id: idField,
});

/** What one GPU count of a host gives. */
export const gpuCountSpec = z.object({
  GpuCount: z.number().int(),
  CpuCores: z.number().int(),
  MemoryGb: z.number().int(),
  Available: z.boolean().describe('the host has this many free GPUs now'),
});
export const instanceSpecifications = z.object({
  Host: hostOffer,
  Specs: z.array(gpuCountSpec),
  Images: z
    .array(imageOption)
    .describe(
      'public images this host can run (Windows on KVM and bare metal; on a docker host only those its engine has)',
    ),
});
export const instanceSpecificationsResponse = envelopeSchema(instanceSpecifications);

/** One host on the public KVM availability board (/instanceAvailableKvmStore). */
export const kvmBoardRow = z.object({
  Region: z.string(),
  RegionName: z.string(),
  RegionNameEn: z.string(),
  GpuModel: z.string(),
  FreeGpus: z.number().int(),
  TotalGpus: z.number().int(),
  Hosts: z.number().int(),
  MinPricePerGpuHour: yuanOut,
});
export const kvmBoardResponse = envelopeSchema(z.object({ list: z.array(kvmBoardRow) }));

export type GpuModelOption = z.infer<typeof gpuModelOption>;
export type ImageOption = z.infer<typeof imageOption>;
export type GpuCountSpec = z.infer<typeof gpuCountSpec>;
export type InstanceSpecifications = z.infer<typeof instanceSpecifications>;
export type KvmBoardRow = z.infer<typeof kvmBoardRow>;
