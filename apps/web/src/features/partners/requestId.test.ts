import { requestIdField } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../api/errors';
import { needsNewRequestId, newRequestId } from './requestId';

describe('newRequestId', () => {
  it('makes keys the contract accepts, a new one each time', () => {
    const first = newRequestId();
    expect(requestIdField.safeParse(first).success).toBe(true);
    expect(newRequestId()).not.toBe(first);
  });
});

describe('needsNewRequestId', () => {
  it('renews the key after a refusal and keeps it after a lost answer', () => {
    expect(needsNewRequestId(new ApiError(1, 'below the minimum'))).toBe(true);
    expect(needsNewRequestId(new NetworkError('timeout', 'timed out'))).toBe(false);
    expect(needsNewRequestId(new NetworkError('offline', 'offline'))).toBe(false);
  });
});
