import { ErrorCode } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../api/errors';
import { catalogueRefusal } from './catalogueRefusal';

describe('catalogue refusals', () => {
  it('names each SPEC §8 catalogue code', () => {
    expect(catalogueRefusal(new ApiError(100101, 'illegal work-order category id'))).toBe('categoryGone');
    expect(catalogueRefusal(new ApiError(100102, ''))).toBe('categoryExists');
    expect(catalogueRefusal(new ApiError(100103, ''))).toBe('categoryInUse');
    expect(catalogueRefusal(new ApiError(100111, ''))).toBe('subcategoryGone');
    expect(catalogueRefusal(new ApiError(100112, ''))).toBe('subcategoryExists');
    expect(catalogueRefusal(new ApiError(100203, ''))).toBe('subcategoryInUse');
    expect(catalogueRefusal(new ApiError(100301, ''))).toBe('documentGone');
  });

  it('leaves every other failure to the general message', () => {
    expect(catalogueRefusal(new ApiError(ErrorCode.ILLEGAL_BODY, 'name: is required'))).toBeNull();
    expect(catalogueRefusal(new NetworkError('offline', 'down'))).toBeNull();
    expect(catalogueRefusal(new Error('x'))).toBeNull();
  });
});
