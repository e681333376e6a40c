import { z } from 'zod';
import { autoStopClearRequest, autoStopSetRequest } from './auto-stop';
import {
  cloudDiskAttachRequest,
  cloudDiskCreateQuoteRequest,
  cloudDiskCreateRequest,
  cloudDiskExpandRequest,
  sftpBuyRequest,
} from './disks';
import { idField, requireOneOf } from './fields';
import {
  changeDueModeRequest,
  migrateRequest,
  modifyInstancePasswordRequest,
  reinitRequest,
} from './instance-actions';
import {
  addDiskRequest,
  bandwidthRequest,
  cpuRequest,
  memoryRequest,
  resumeRequest,
  upgradeSpecRequest,
} from './instance-resize';
import { countByMode, RENTAL_MODES } from './instances';
import { latestMetricsRequest } from './monitoring';
import { idempotencyKeyField } from './public-api';

/**
 * The public API's instance and storage actions (issue 45): each body is the console request's own
 * fields without the session and the id the path names, so the same rules answer the same input.
 */
export const publicDiskPath = z.object({ id: idField.describe('the cloud disk id (DiskId)') });

/** The Idempotency-Key of a call that spends money (the same rule as a create's). */
export const publicMoneyHeaders = z.looseObject({ 'idempotency-key': idempotencyKeyField.optional() });

const bare = { session: true, instance_id: true } as const;

export const publicReinitRequest = requireOneOf(z.object(reinitRequest.shape).omit(bare), [
  'image_id',
  'custom_image_id',
]);
export const publicMigrateRequest = migrateRequest.omit(bare);
export const publicBillingModeRequest = countByMode(
  z.object(changeDueModeRequest.shape).omit(bare),
  RENTAL_MODES,
);
export const publicGpusRequest = upgradeSpecRequest.omit(bare);
export const publicVcpusRequest = cpuRequest.omit(bare);
export const publicMemoryRequest = memoryRequest.omit(bare);
export const publicBandwidthRequest = bandwidthRequest.omit(bare);
export const publicAddDiskRequest = addDiskRequest.omit(bare);
export const publicResumeRequest = resumeRequest.omit(bare).nullish();
export const publicPasswordRequest = modifyInstancePasswordRequest.omit(bare);
export const publicAutoStopSetRequest = requireOneOf(z.object(autoStopSetRequest.shape).omit(bare), [
  'stop_at',
  'idle_minutes',
  'command',
]);
export const publicAutoStopClearQuery = autoStopClearRequest.omit(bare);
export const publicLatestMetricsRequest = latestMetricsRequest.omit({ session: true });

export const publicDiskCreateQuoteRequest = cloudDiskCreateQuoteRequest.omit({ session: true });
export const publicDiskCreateRequest = cloudDiskCreateRequest.omit({ session: true });
export const publicDiskAttachRequest = cloudDiskAttachRequest.omit({ session: true, disk_id: true });
export const publicDiskExpandRequest = cloudDiskExpandRequest.omit({ session: true, disk_id: true });
export const publicFileStorageRequest = sftpBuyRequest.omit({ session: true });
