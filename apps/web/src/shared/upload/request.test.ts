import { verificationRoutes, workOrdersRoutes } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { uploadUrl } from './request';

describe('the customer upload address', () => {
  it('is the contract path under the third-party base: work-order files', () => {
    expect(uploadUrl(workOrdersRoutes.uploadFile)).toBe('/third-party/api/v1/work-order/file');
  });

  it('is the contract path under the third-party base: verification documents', () => {
    expect(uploadUrl(verificationRoutes.uploadFile)).toBe('/third-party/api/v1/verification/file');
  });
});
