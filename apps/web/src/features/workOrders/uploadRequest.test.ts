import { describe, expect, it } from 'vitest';
import { uploadUrl } from './uploadRequest';

describe('the customer upload address', () => {
  it('is the contract path under the third-party base', () => {
    expect(uploadUrl()).toBe('/third-party/api/v1/work-order/file');
  });
});
