import { describe, expect, it } from 'vitest';
import { isPreviewableImage, MAX_UPLOAD_BYTES, uploadedIds } from '../../shared/upload/rules';
import { attachmentRules, formatBytes } from './uploads';

describe('work-order uploads', () => {
  it('takes up to five files of at most 10 MB each', () => {
    expect(attachmentRules.check({ size: MAX_UPLOAD_BYTES }, 0, 0)).toBeNull();
    expect(attachmentRules.check({ size: MAX_UPLOAD_BYTES + 1 }, 0, 0)).toBe('tooLarge');
    expect(attachmentRules.check({ size: 10 }, 4, 0)).toBeNull();
    expect(attachmentRules.check({ size: 10 }, 5, 0)).toBe('tooMany');
    // Dropped together: the third of a batch joining three kept files is the sixth.
    expect(attachmentRules.check({ size: 10 }, 3, 1)).toBeNull();
    expect(attachmentRules.check({ size: 10 }, 3, 2)).toBe('tooMany');
    expect(attachmentRules.check({ size: MAX_UPLOAD_BYTES + 1 }, 5, 0)).toBe('tooMany');
  });

  it('previews the image types the server shows inline, nothing else', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif'])
      expect(isPreviewableImage(type)).toBe(true);
    for (const type of ['image/svg+xml', 'application/pdf', 'text/plain', '', undefined])
      expect(isPreviewableImage(type)).toBe(false);
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
        { status: 'error' },
        { status: 'done', response: file(3) },
      ]),
    ).toEqual([7, 3]);
  });

  it('writes sizes for people', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(12_595)).toBe('12.3 KB');
    expect(formatBytes(4 * 1024 * 1024)).toBe('4.0 MB');
  });
});
