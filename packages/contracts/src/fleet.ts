import { z } from 'zod';
import { emptyData, envelopeSchema } from './envelope';
import { idField, intRangeField, pageField, pageSizeField, typedText, yuanField, yuanOut } from './fields';
import { INSTANCE_KINDS, NODE_CLASSES } from './kinds';
import { staffSessionField } from './staff';

/**
 * The fleet side of the operator console (issue 11): regions, hosts with their specs, status and
 * price, and the public images. Only `online` hosts are rented; `maintenance` keeps what runs on a
 * host running, `offline` needs it empty.
 */
export const HOST_STATUSES = ['online', 'maintenance', 'offline'] as const;
export type HostStatus = (typeof HOST_STATUSES)[number];

export const IMAGE_SYSTEMS = ['linux', 'windows'] as const;
export type ImageSystem = (typeof IMAGE_SYSTEMS)[number];

/** A host's list price per GPU-hour: 0.01 to 10,000.00 yuan. */
export const HOST_PRICE_MAX_FEN = 1_000_000;

/** Text a person types: trimmed, and (as the document says too) not only spaces. */
const hostStatusField = z.enum(HOST_STATUSES).describe(HOST_STATUSES.join(', '));

// Regions

export const regionCodeField = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'must be 2-40 lowercase letters, digits or dashes');

export const regionCreateRequest = z.object({
  session: staffSessionField,
  code: regionCodeField.describe('what the store filters by, e.g. bj-a; cannot change later'),
  name: typedText(40).describe('Chinese name'),
  name_en: typedText(40).describe('English name'),
  sort_order: intRangeField(0, 10_000).default(0).describe('lower comes first in the store'),
});
/** A region's code stays (the store and links filter by it); its names and place in the list change. */
export const regionRenameRequest = z.object({
  session: staffSessionField,
  region_id: idField,
  name: typedText(40).describe('Chinese name'),
  name_en: typedText(40).describe('English name'),
  sort_order: intRangeField(0, 10_000).optional().describe('unchanged when left out'),
});
export type RegionCreateRequest = z.infer<typeof regionCreateRequest>;
export type RegionRenameRequest = z.infer<typeof regionRenameRequest>;

export const fleetRegion = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Name: z.string(),
  NameEn: z.string(),
  SortOrder: z.number().int(),
  Hosts: z.number().int().describe('hosts in the region, whatever their status'),
});
export const fleetRegionListResponse = envelopeSchema(z.object({ data: z.array(fleetRegion) }));
export type FleetRegion = z.infer<typeof fleetRegion>;

// Hosts

/** What a host is: every field of create, and (but kind and price) what edit may change. */
const hostSpec = z.object({
  region_id: idField,
  name: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,59}$/, 'must be 2-60 letters, digits, dots, dashes or underscores'),
  node_class: z.enum(NODE_CLASSES).describe('main (VIP discounts apply) or edge (no VIP discount)'),
  gpu_model: typedText(60).describe('as the store shows it, e.g. RTX 4090'),
  gpu_memory_gb: intRangeField(1, 1024),
  gpu_count: intRangeField(1, 64),
  cpu_cores_per_gpu: intRangeField(1, 256),
  memory_gb_per_gpu: intRangeField(1, 4096),
  system_disk_gb: intRangeField(1, 100_000),
  data_disk_gb: intRangeField(0, 1_000_000),
  bandwidth_mbps: intRangeField(1, 100_000),
});

export const hostPriceField = yuanField({ minFen: 1, maxFen: HOST_PRICE_MAX_FEN }).describe(
  'list price per GPU-hour in yuan, before discounts',
);

export const hostCreateRequest = hostSpec.extend({
  session: staffSessionField,
  kind: z.enum(INSTANCE_KINDS).describe('kvm, container or bare_metal; cannot change later'),
  price_per_gpu_hour: hostPriceField,
});
export type HostCreateRequest = z.infer<typeof hostCreateRequest>;

/** Only the fields sent change; fewer GPUs than are rented now is refused. */
export const hostEditRequest = hostSpec.partial().extend({ session: staffSessionField, host_id: idField });
export type HostEditRequest = z.infer<typeof hostEditRequest>;

export const hostSetStatusRequest = z.object({
  session: staffSessionField,
  host_id: idField,
  status: hostStatusField,
});
export type HostSetStatusRequest = z.infer<typeof hostSetStatusRequest>;
export const hostSetStatusResponse = envelopeSchema(
  z.object({
    Status: hostStatusField,
    NotifiedOwners: z.number().int().describe('instances whose owners were told of the maintenance'),
  }),
);

export const hostSetPriceRequest = z.object({
  session: staffSessionField,
  host_id: idField,
  price_per_gpu_hour: hostPriceField,
});
export type HostSetPriceRequest = z.infer<typeof hostSetPriceRequest>;
export const hostSetPriceResponse = envelopeSchema(
  z.object({
    PricePerGpuHour: yuanOut,
    RepricedInstances: z
      .number()
      .int()
      .describe(
        'instances on the host whose pay-as-you-go hours are charged the new price from the next hour',
      ),
  }),
);

/** No-GPU mode (issue 42): what an hour without GPUs costs on a host; left out stops offering it. */
export const hostSetNoGpuPriceRequest = z.object({
  session: staffSessionField,
  host_id: idField,
  no_gpu_price_per_hour: yuanField({ minFen: 1, maxFen: HOST_PRICE_MAX_FEN })
    .optional()
    .describe(
      'yuan per hour of an instance started without its GPUs (1 vCPU, 2 GiB); left out: no-GPU mode is not offered',
    ),
});
export type HostSetNoGpuPriceRequest = z.infer<typeof hostSetNoGpuPriceRequest>;
export const hostSetNoGpuPriceResponse = envelopeSchema(
  z.object({
    NoGpuPricePerHour: yuanOut
      .nullable()
      .describe(
        'applies to no-GPU starts from now; instances running without GPUs keep the price they started at',
      ),
  }),
);

/** Interruptible instances (issue 44): a host's GPUs sold at a lower price, stopped for on-demand rents. */
export const hostSetInterruptiblePriceRequest = z.object({
  session: staffSessionField,
  host_id: idField,
  interruptible_price_per_gpu_hour: yuanField({ minFen: 1, maxFen: HOST_PRICE_MAX_FEN })
    .optional()
    .describe(
      "yuan per GPU-hour of an interruptible (pay-as-you-go) instance on the host; must be lower than the host's price_per_gpu_hour (refused otherwise); left out: not sold as interruptible, refused while interruptible instances still live on the host",
    ),
});
export type HostSetInterruptiblePriceRequest = z.infer<typeof hostSetInterruptiblePriceRequest>;
export const hostSetInterruptiblePriceResponse = envelopeSchema(
  z.object({
    InterruptiblePricePerGpuHour: yuanOut.nullable(),
    RepricedInstances: z
      .number()
      .int()
      .describe(
        "the host's interruptible instances now charged the new price (hours started before it keep the old)",
      ),
  }),
);

export const hostListRequest = z.object({
  session: staffSessionField,
  region_id: idField.optional(),
  status: hostStatusField.optional(),
  kind: z.enum(INSTANCE_KINDS).optional(),
  gpu_model: z.string().trim().max(60, 'must be at most 60 characters').optional(),
  name: z.string().trim().max(60, 'must be at most 60 characters').optional().describe('part of the name'),
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});
export type HostListRequest = z.infer<typeof hostListRequest>;

export const fleetHost = z.object({
  Id: z.number().int(),
  Name: z.string(),
  RegionId: z.number().int(),
  Region: z.string(),
  RegionName: z.string(),
  RegionNameEn: z.string(),
  Kind: z.enum(INSTANCE_KINDS),
  NodeClass: z.enum(NODE_CLASSES),
  GpuModel: z.string(),
  GpuMemoryGb: z.number().int(),
  GpuCount: z.number().int(),
  GpuFree: z.number().int(),
  CpuCoresPerGpu: z.number().int(),
  MemoryGbPerGpu: z.number().int(),
  SystemDiskGb: z.number().int(),
  DataDiskGb: z.number().int(),
  BandwidthMbps: z.number().int(),
  PricePerGpuHour: yuanOut,
  NoGpuPricePerHour: yuanOut.nullable().describe('yuan per hour in no-GPU mode; null: not offered'),
  InterruptiblePricePerGpuHour: yuanOut
    .nullable()
    .describe('yuan per GPU-hour of an interruptible instance; null: not sold as interruptible'),
  Status: hostStatusField,
  ActiveInstances: z.number().int().describe('instances holding GPUs on the host'),
  PartnerUserId: z
    .number()
    .int()
    .nullable()
    .describe('the machine partner who owns it; null: the platform’s own'),
  PartnerPhone: z.string().describe('the machine partner’s phone, masked'),
  PartnerSharePercent: z
    .number()
    .int()
    .describe('the partner’s share of what it bills, in percent (0: none)'),
  ServicesEnabled: z
    .boolean()
    .describe('its instances’ services (plugins, custom port) open and answer; staff may turn them off'),
  EngineLostAt: z
    .string()
    .nullable()
    .describe(
      'ISO 8601: since when the engine running its machines has not answered the reconciler; null while it answers',
    ),
  CreateAt: z.string().describe('ISO 8601'),
});
export const fleetHostListResponse = envelopeSchema(
  z.object({ data: z.array(fleetHost), total: z.number().int() }),
);
export type FleetHost = z.infer<typeof fleetHost>;

// Images

export const imageCreateRequest = z.object({
  session: staffSessionField,
  name: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9._-]{1,79}$/,
      'must be 2-80 lowercase letters, digits, dots, dashes or underscores',
    ),
  label: typedText(80).describe('e.g. PyTorch 2.4 / CUDA 12.4'),
  system: z.enum(IMAGE_SYSTEMS).describe('linux or windows (containers run Linux only)'),
  short_display_name: typedText(40),
  description: z.string().trim().max(500, 'must be at most 500 characters').default(''),
});
export type ImageCreateRequest = z.infer<typeof imageCreateRequest>;

export const imageSetEnabledRequest = z.object({
  session: staffSessionField,
  image_id: idField,
  enabled: z.boolean().describe('false: no new rental or reinstall offers it; running instances keep it'),
});
export type ImageSetEnabledRequest = z.infer<typeof imageSetEnabledRequest>;

export const fleetImage = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Label: z.string(),
  System: z.enum(IMAGE_SYSTEMS),
  ShortDisplayName: z.string(),
  Description: z.string(),
  Enabled: z.boolean(),
  CreateAt: z.string().describe('ISO 8601'),
});
export const fleetImageListResponse = envelopeSchema(z.object({ data: z.array(fleetImage) }));
export type FleetImage = z.infer<typeof fleetImage>;

export const fleetSessionRequest = z.object({ session: staffSessionField });
export const fleetCreatedResponse = envelopeSchema(z.object({ Id: z.number().int() }));
export const fleetAcknowledged = envelopeSchema(emptyData);
