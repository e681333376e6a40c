import { GPU_MODES } from '@gpucloud/domain';
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import {
  INT4_MAX,
  idField,
  intRangeField,
  pageField,
  pageSizeField,
  passwordField,
  requireOneOf,
  sessionField,
} from './fields';
import {
  countByMode,
  instanceRow,
  instanceStatus,
  RENTAL_MODES,
  rentalCountField,
  rentalQuote,
} from './instances';
import { INSTANCE_KINDS } from './kinds';
import { imageOption } from './store';

export const instanceIdRequest = z.object({ session: sessionField, instance_id: idField });
export const instanceStatusResponse = envelopeSchema(z.object({ Status: instanceStatus }));

/** Starting a stopped instance; `gpu_count` starts it with fewer GPUs when its host lacks enough (/restartInstance). */
export const startInstanceRequest = instanceIdRequest.extend({
  gpu_count: intRangeField(1, 8).optional(),
});

/**
 * Starting a stopped instance, with its GPUs (`gpu`, the default) or without them (`none`, issue 42:
 * no-GPU mode, a pay-as-you-go container or KVM on a host that offers it, with 1 vCPU and 2 GiB,
 * billed at the host's no-GPU price per hour).
 */
export const startFromShutdownRequest = startInstanceRequest.extend({
  gpu_mode: z
    .enum(GPU_MODES)
    .optional()
    .describe(
      'gpu (default) or none: no-GPU mode, pay-as-you-go only, not with gpu_count; 1 vCPU and 2 GiB at the host’s NoGpuPricePerHour, same disks and image. An hour run in both modes is billed once, in the dearer mode.',
    ),
});

export const PREPAID_MODES = ['hourly', 'daily', 'monthly'] as const;

/** What a renewal names: a prepaid period and an optional coupon. */
export const renewalFields = {
  mode: z.enum(PREPAID_MODES),
  count: rentalCountField.describe('hours 1-23, days 1-29 or months 1-12'),
  coupon_id: idField.optional(),
};

/** Renewing a prepaid instance (/renew_kvm_v2, /renew_container_v2 and their _query_price). */
export const renewRequest = countByMode(instanceIdRequest.extend(renewalFields), PREPAID_MODES);
export const renewQuoteResponse = envelopeSchema(
  rentalQuote.extend({ NewExpiresAt: z.string().describe('end of the period after renewing') }),
);
export const renewResponse = envelopeSchema(z.object({ OrderNo: z.string(), ExpiresAt: z.string() }));

/** Money given back for the unused whole hours of a prepaid period, to the pockets it came from. */
export const refundQuote = z.object({
  RefundHours: z.number().int(),
  Refund: z.number().describe('yuan'),
  ToVouchers: z.number(),
  ToBalance: z.number(),
});
export const refundQuoteResponse = envelopeSchema(refundQuote);
export const stopWithRefundResponse = envelopeSchema(refundQuote.extend({ Status: instanceStatus }));

/** Switching between prepaid and pay-as-you-go: a prepaid target is charged from now, pay-as-you-go refunds the unused hours. */
export const changeDueModeRequest = countByMode(
  instanceIdRequest.extend({
    mode: z.enum(RENTAL_MODES),
    count: rentalCountField.describe('hours 1-23, days 1-29 or months 1-12; 1 for post_paid').default(1),
  }),
  RENTAL_MODES,
);
export const changeDueModeQuoteResponse = envelopeSchema(
  z.object({
    Charge: rentalQuote.nullable().describe('what the new prepaid period costs'),
    Refund: refundQuote.nullable().describe('what leaving the prepaid period gives back'),
  }),
);
export const changeDueModeResponse = envelopeSchema(
  z.object({
    BillingMode: z.enum(RENTAL_MODES),
    ExpiresAt: z.string().nullable(),
    OrderNo: z.string().nullable(),
  }),
);

export const accessResponse = envelopeSchema(
  z.object({
    SshCommand: z.string(),
    SshHost: z.string(),
    SshPort: z.number().int(),
    Username: z.string(),
    Password: z.string(),
    VncUrl: z.string().nullable(),
    PasswordLogin: z
      .boolean()
      .describe(
        'whether the SSH gateway takes the password; false: SSH keys only (the password still opens VNC)',
      ),
    SshKeyCount: z
      .number()
      .int()
      .describe("how many SSH keys the caller's account holds (the account centre's SSH keys)"),
  }),
);

/** Password login at the SSH gateway on or off for one instance (off: keys only). */
export const sshPasswordLoginRequest = instanceIdRequest.extend({
  enabled: z.boolean().describe('false: the SSH gateway takes only SSH keys for this instance'),
});
export const sshPasswordLoginResponse = envelopeSchema(z.object({ PasswordLogin: z.boolean() }));

export const rdpFileResponse = envelopeSchema(
  z.object({ FileName: z.string(), Content: z.string().describe('the .rdp file text') }),
);

export const modifyInstancePasswordRequest = instanceIdRequest.extend({ password: passwordField });

export const screenshotResponse = envelopeSchema(
  z.object({ Image: z.string().describe('data:image/png;base64,...'), TakenAt: z.string() }),
);

export const localImagesQuery = z.object({ session: sessionField, instance_id: idField });
export const localImagesResponse = envelopeSchema(z.object({ list: z.array(imageOption) }));
/** A public image (`image_id`) or one of the caller's custom images (`custom_image_id`): one is required. */
export const reinitRequest = requireOneOf(
  instanceIdRequest.extend({
    image_id: idField.optional().describe('a public image of the instance’s kind'),
    custom_image_id: intRangeField(1, INT4_MAX)
      .optional()
      .describe('a ready custom image of the instance’s kind; reinstalled instead of image_id'),
  }),
  ['image_id', 'custom_image_id'],
);

export const remainDiskRequest = z.object({ session: sessionField, instance_id: idField.optional() });
export const remainDisk = z.object({
  InstanceId: z.number().int(),
  Name: z.string(),
  GpuModel: z.string(),
  DiskGb: z.number().int(),
  StoppedAt: z.string(),
  ReleaseAt: z.string(),
});
export const remainDiskResponse = envelopeSchema(z.object({ list: z.array(remainDisk) }));

export const INSTANCE_EVENTS = [
  'created',
  'create_failed',
  'refunded',
  'started',
  'stopped',
  'restarted',
  'reinitialized',
  'password_changed',
  'renewed',
  'billing_mode_changed',
  'stopped_with_refund',
  'expiring_soon',
  'expired',
  'arrears_stopped',
  'migrated',
  'resized',
  'disk_added',
  'suspended',
  'resumed',
  'released',
  'failed',
  'auto_stopped',
  'interrupted',
] as const;
export const instanceLogRequest = instanceIdRequest.extend({
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});
export const instanceLogEntry = z.object({
  CreateAt: z.string(),
  Event: z.enum(INSTANCE_EVENTS),
  Detail: z.string(),
});
export const instanceLogResponse = envelopeSchema(
  z.object({ data: z.array(instanceLogEntry), total: z.number().int() }),
);

export const availableKvmNumResponse = envelopeSchema(
  z.object({
    GpuCount: z.number().int().describe('GPUs the instance was rented with'),
    HostFree: z.number().int().describe('free GPUs on its host now'),
  }),
);

export const migrationTarget = z.object({
  HostId: z.number().int(),
  HostName: z.string(),
  RegionName: z.string(),
  RegionNameEn: z.string(),
  GpuFree: z.number().int(),
  PricePerGpuHour: z.number(),
});
export const migrationConditionsResponse = envelopeSchema(z.object({ list: z.array(migrationTarget) }));
export const migrateRequest = instanceIdRequest.extend({ host_id: idField });

export const instancePageRequest = z.object({
  session: sessionField,
  page: pageField.default(1),
  page_size: pageSizeField.default(10),
});
/** The console list (/get_container_by_token_with_page_v2): a page, by status and kind. */
export const instanceListRequest = instancePageRequest.extend({
  status: instanceStatus.optional(),
  kind: z.enum(INSTANCE_KINDS).optional(),
});
export type InstanceListRequest = z.input<typeof instanceListRequest>;
export const instancePageResponse = envelopeSchema(
  z.object({ data: z.array(instanceRow), total: z.number().int() }),
);
export const noteRequest = instanceIdRequest.extend({
  note: z.string().max(200, 'must be at most 200 characters'),
});
/** A saved note (/note_container, /update_bare_metal_instance_note) answers nothing but success. */
export const noteResponse = envelopeSchema(z.object({}));

/** /instance/kvm_error_refund: `refunded` is false when the rental had been refunded already. */
export const errorRefundResponse = envelopeSchema(z.object({ refunded: z.boolean() }));

export type RefundQuote = z.infer<typeof refundQuote>;
export type InstanceLogEntry = z.infer<typeof instanceLogEntry>;
export type RemainDisk = z.infer<typeof remainDisk>;
export type MigrationTarget = z.infer<typeof migrationTarget>;
export type InstanceEvent = (typeof INSTANCE_EVENTS)[number];
