import {
  CLOUD_DISK_MAX_GB,
  CLOUD_DISK_MIN_GB,
  CLOUD_DISK_STEP_GB,
  FILE_STORAGE_MAX_PAID_GB,
} from '@gpucloud/domain';
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idField, intRangeField, intStepField, sessionField, typedText, yuanOut } from './fields';

/** Cloud disks and file storage (issue 17; the console's /console/cloudDisk). */

const cloudDiskSizeField = intStepField(CLOUD_DISK_MIN_GB, CLOUD_DISK_MAX_GB, CLOUD_DISK_STEP_GB).describe(
  `GB, ${CLOUD_DISK_MIN_GB} to ${CLOUD_DISK_MAX_GB} in steps of ${CLOUD_DISK_STEP_GB}`,
);

export const cloudDiskIdRequest = z.object({ session: sessionField, disk_id: idField });

export const cloudDiskCreateRequest = z.object({
  session: sessionField,
  region_id: idField.describe('the region (from the list answer) the disk is made in'),
  size_gb: cloudDiskSizeField,
  name: typedText(40).optional().describe('a name to know it by; "disk-<id>" when left out'),
});

export const cloudDiskCreateQuoteRequest = cloudDiskCreateRequest.omit({ name: true });

export const cloudDiskAttachRequest = cloudDiskIdRequest.extend({
  instance_id: idField.describe('a stopped instance of the disk’s region'),
});

export const cloudDiskExpandRequest = cloudDiskIdRequest.extend({
  size_gb: cloudDiskSizeField.describe('the new size: larger than the present one'),
});

export const CLOUD_DISK_STATUSES = ['creating', 'ready', 'arrears', 'failed', 'deleted'] as const;

export const cloudDisk = z.object({
  Id: z.number().int(),
  Name: z.string(),
  RegionId: z.number().int(),
  RegionName: z.string(),
  SizeGb: z.number().int(),
  Status: z
    .enum(CLOUD_DISK_STATUSES)
    .describe(
      'creating; ready; arrears (a daily charge failed: detached, not attachable); failed (never made, refunded); deleted (only in the answer of the delete call)',
    ),
  InstanceId: z.number().int().describe('the instance it is attached to; 0 when detached'),
  InstanceName: z.string().describe('empty when detached'),
  DailyPrice: yuanOut.describe('yuan charged per China day'),
  SubAccountName: z.string().describe('the sub-account that owns it; empty for the main account'),
  CreateAt: z.string(),
});

export const storageRegion = z.object({ Id: z.number().int(), Name: z.string(), NameEn: z.string() });

/** A stopped instance a disk may be attached to. */
export const attachableInstance = z.object({
  Id: z.number().int(),
  Name: z.string(),
  RegionId: z.number().int(),
  Disks: z.number().int().describe('cloud disks attached to it now'),
});

export const cloudDiskListResponse = envelopeSchema(
  z.object({
    list: z.array(cloudDisk),
    Regions: z.array(storageRegion),
    Attachable: z.array(attachableInstance).describe("the caller's stopped instances"),
    MinGb: z.number().int(),
    MaxGb: z.number().int(),
    StepGb: z.number().int(),
    PerInstance: z.number().int().describe('cloud disks one instance takes at most'),
    PricePerGbDay: yuanOut,
  }),
);

export const cloudDiskResponse = envelopeSchema(cloudDisk);

export const storageQuoteResponse = envelopeSchema(
  z.object({
    DailyPrice: yuanOut.describe(
      'yuan per China day at the new size, charged by the daily tick from tomorrow',
    ),
    PayNow: yuanOut.describe(
      "yuan charged now: today's price at the new size less what today was already charged",
    ),
  }),
);

export const sftpBuyRequest = z.object({
  session: sessionField,
  size_gb: intRangeField(0, FILE_STORAGE_MAX_PAID_GB).describe(
    `GB bought beyond the free tier, 0 to ${FILE_STORAGE_MAX_PAID_GB} (raise or lower)`,
  ),
});

export const sftpInfoResponse = envelopeSchema(
  z.object({
    FreeGb: z.number().int(),
    PaidGb: z.number().int(),
    MaxPaidGb: z.number().int(),
    TotalGb: z.number().int().describe('free tier plus the paid quota plus the score-store GB in force'),
    GrantedGb: z
      .number()
      .int()
      .describe('GB redeemed in the score store and in force today (never billed; main accounts only)'),
    GrantedUntil: z
      .string()
      .describe('the last China day (YYYY-MM-DD) a score-store grant in force runs to; empty when none'),
    DailyPrice: yuanOut.describe('yuan per China day for the paid quota'),
    PricePerGbDay: yuanOut,
    Address: z.string().describe('sftp://host:port; empty until the first purchase made the account'),
    Username: z.string().describe('empty until the first purchase made the account'),
    Locked: z.boolean().describe('a daily charge failed: sign-in is refused until a later one succeeds'),
  }),
);

export const sftpPasswordResponse = envelopeSchema(
  z.object({ Username: z.string(), Password: z.string().describe('shown to the caller only') }),
);

export const sftpBuyResponse = envelopeSchema(
  z.object({
    PaidGb: z.number().int(),
    Charged: yuanOut.describe('yuan charged now'),
    Password: z
      .string()
      .describe('the new SFTP password when this purchase made the account; empty otherwise'),
  }),
);

export type CloudDisk = z.infer<typeof cloudDisk>;
export type CloudDiskList = z.infer<typeof cloudDiskListResponse>['data'];
export type StorageQuote = z.infer<typeof storageQuoteResponse>['data'];
export type SftpInfo = z.infer<typeof sftpInfoResponse>['data'];
