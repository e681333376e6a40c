import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { intField, sessionField, yuanOut } from './fields';

export const INSTANCE_KINDS = ['kvm', 'container', 'bare_metal'] as const;
export type InstanceKind = (typeof INSTANCE_KINDS)[number];

/** Main nodes get VIP discounts; edge nodes do not (SPEC §9). */
export const NODE_CLASSES = ['main', 'edge'] as const;
export type NodeClass = (typeof NODE_CLASSES)[number];

export const STORE_SORTS = ['price_asc', 'price_desc', 'free_desc'] as const;

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
  min_free_gpus: intField.pipe(z.number().int().min(0).max(64)).optional(),
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
});
export const gpuSelectorDetail = z.object({ list: z.array(hostOffer), total: z.number().int() });
export const gpuSelectorDetailResponse = envelopeSchema(gpuSelectorDetail);

export type HostOffer = z.infer<typeof hostOffer>;
export type GpuSelectorDetailRequest = z.infer<typeof gpuSelectorDetailRequest>;
export type StoreSelectorOptions = z.infer<typeof storeSelectorOptions>;
