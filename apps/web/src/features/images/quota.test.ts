import { CUSTOM_IMAGE_QUOTA } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { quotaFull } from './quota';

const quota = (UsedCount: number, UsedGb: number) => ({
  MaxCount: CUSTOM_IMAGE_QUOTA.maxCount,
  MaxTotalGb: CUSTOM_IMAGE_QUOTA.maxTotalGb,
  UsedCount,
  UsedGb,
});

describe('custom image quota', () => {
  it('allows a save below both limits', () => {
    expect(quotaFull(quota(0, 0))).toBeNull();
    expect(quotaFull(quota(CUSTOM_IMAGE_QUOTA.maxCount - 1, CUSTOM_IMAGE_QUOTA.maxTotalGb - 1))).toBeNull();
  });

  it('is full at the count, then at the size', () => {
    expect(quotaFull(quota(CUSTOM_IMAGE_QUOTA.maxCount, 0))).toBe('fullCount');
    expect(quotaFull(quota(CUSTOM_IMAGE_QUOTA.maxCount, CUSTOM_IMAGE_QUOTA.maxTotalGb))).toBe('fullCount');
    expect(quotaFull(quota(1, CUSTOM_IMAGE_QUOTA.maxTotalGb))).toBe('fullSize');
  });
});
