import { describe, expect, it } from 'vitest';
import { checkFile, MAX_FILES, uploadedIds } from './files';
import { MAX_UPLOAD_BYTES, verificationUploadUrl } from './uploadRequest';

describe('verification files', () => {
  it('takes up to five files of at most 10 MB each', () => {
    expect(MAX_FILES).toBe(5);
    expect(checkFile({ size: MAX_UPLOAD_BYTES }, 0, 0)).toBeNull();
    expect(checkFile({ size: MAX_UPLOAD_BYTES + 1 }, 0, 0)).toBe('tooLarge');
    expect(checkFile({ size: 10 }, 4, 0)).toBeNull();
    expect(checkFile({ size: 10 }, 5, 0)).toBe('tooMany');
    expect(checkFile({ size: 10 }, 3, 2)).toBe('tooMany');
  });

  it('sends the ids of finished uploads only, in order', () => {
    const file = (id: number) => ({
      id,
      name: `f${id}.png`,
      size: 1,
      content_type: 'image/png',
      is_image: true,
      url: `/f/${id}`,
      created_at: '2025-01-01T00:00:00Z',
    });
    expect(
      uploadedIds([
        { status: 'done', response: file(7) },
        { status: 'uploading' },
        { status: 'done', response: file(3) },
      ]),
    ).toEqual([7, 3]);
  });

  it('uploads to the contract path under the third-party base', () => {
    expect(verificationUploadUrl()).toBe('/third-party/api/v1/verification/file');
  });
});
