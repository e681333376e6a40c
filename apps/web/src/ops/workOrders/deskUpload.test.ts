import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../api/errors';
import { attachmentRefusal, DESK_FILE_MAX_BYTES, readUploadAnswer } from './deskUpload';

const file = {
  id: 7,
  name: 'screen.png',
  size: 68,
  content_type: 'image/png',
  is_image: true,
  url: '/third-party/api/v1/work-order/files/7?expires=1&signature=ab',
  created_at: '2026-11-24T10:00:00Z',
};

describe('a file for a reply', () => {
  it('joins a reply of fewer than five files, up to 10 MB', () => {
    expect(attachmentRefusal({ size: DESK_FILE_MAX_BYTES }, 4)).toBeNull();
    expect(attachmentRefusal({ size: DESK_FILE_MAX_BYTES + 1 }, 0)).toBe('tooLarge');
    expect(attachmentRefusal({ size: 10 }, 5)).toBe('tooMany');
    expect(attachmentRefusal({ size: 0 }, 0)).toBe('empty');
  });
});

describe("upload_file's answer", () => {
  it('is the stored file on status 0', () => {
    expect(readUploadAnswer(200, JSON.stringify({ status: 0, reason: '', data: { file } }))).toEqual(file);
  });

  it('is the envelope’s refusal otherwise', () => {
    const answer = readUploadAnswer(
      400,
      JSON.stringify({ status: 100021, reason: 'the file is empty', data: {} }),
    );
    expect(answer).toBeInstanceOf(ApiError);
    expect(answer).toMatchObject({ status: 100021, reason: 'the file is empty' });
  });

  it('is a bad answer when there is no envelope', () => {
    expect(readUploadAnswer(502, '<html>Bad gateway</html>')).toBeInstanceOf(NetworkError);
    expect(readUploadAnswer(200, '{"ok":true}')).toBeInstanceOf(NetworkError);
    expect(readUploadAnswer(200, '{"status":0,"reason":"","data":{}}')).toBeInstanceOf(NetworkError);
  });
});
