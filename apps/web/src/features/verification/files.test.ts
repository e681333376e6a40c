import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, uploadedIds } from '../../shared/upload/rules';
import { documentRules } from './files';

describe('verification files', () => {
  it('takes up to five files of at most 10 MB each', () => {
    expect(documentRules.maxFiles).toBe(5);
    expect(documentRules.check({ size: MAX_UPLOAD_BYTES }, 0, 0)).toBeNull();
    expect(documentRules.check({ size: MAX_UPLOAD_BYTES + 1 }, 0, 0)).toBe('tooLarge');
    expect(documentRules.check({ size: 10 }, 4, 0)).toBeNull();
    expect(documentRules.check({ size: 10 }, 5, 0)).toBe('tooMany');
    expect(documentRules.check({ size: 10 }, 3, 2)).toBe('tooMany');
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
});
