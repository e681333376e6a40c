import type { CustomImageQuota } from '@gpucloud/contracts';

/**
 * Why no image can be saved now, by the server's rule (custom-images.service.ts): the images
 * (creating or ready) reach the count, or the ready ones fill the size. Null while one can be.
 */
export function quotaFull(quota: CustomImageQuota): 'fullCount' | 'fullSize' | null {
  if (quota.UsedCount >= quota.MaxCount) return 'fullCount';
  if (quota.UsedGb >= quota.MaxTotalGb) return 'fullSize';
  return null;
}
