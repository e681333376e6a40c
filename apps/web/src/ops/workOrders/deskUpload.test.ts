import { describe, expect, it } from 'vitest';
import { attachmentRefusal, DESK_FILE_MAX_BYTES } from './deskUpload';

describe('a file for a reply', () => {
  it('joins a reply of fewer than five files, up to 10 MB', () => {
    expect(attachmentRefusal({ size: DESK_FILE_MAX_BYTES }, 4)).toBeNull();
    expect(attachmentRefusal({ size: DESK_FILE_MAX_BYTES + 1 }, 0)).toBe('tooLarge');
    expect(attachmentRefusal({ size: 10 }, 5)).toBe('tooMany');
    expect(attachmentRefusal({ size: 0 }, 0)).toBe('empty');
  });
});
