import { describe, expect, it } from 'vitest';
import { ApiError, HttpError, NetworkError } from './errors';
import { readUploadAnswer } from './upload';

const file = {
  id: 4,
  name: 'screen.png',
  size: 68,
  content_type: 'image/png',
  is_image: true,
  url: '/third-party/api/v1/work-order/files/4?expires=1&signature=ab',
  created_at: '2025-01-01T00:00:00Z',
};

describe('reading an upload answer', () => {
  it('answers the file of a successful envelope', () => {
    expect(readUploadAnswer(200, JSON.stringify({ status: 0, reason: '', data: { file } }))).toEqual(file);
  });

  it('turns a refusal into an ApiError carrying the reason, whatever the HTTP status', () => {
    const refused = readUploadAnswer(
      400,
      JSON.stringify({ status: 100021, reason: 'file is larger than 10 MB' }),
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 100021, reason: 'file is larger than 10 MB' });
  });

  it('names HTTP errors without an envelope, and flags a success that is no envelope', () => {
    const tooLarge = readUploadAnswer(413, JSON.stringify({ message: 'request entity too large' }));
    expect(tooLarge).toBeInstanceOf(HttpError);
    expect((tooLarge as HttpError).message).toBe('request entity too large');
    expect(readUploadAnswer(502, '<html>')).toBeInstanceOf(HttpError);
    expect(readUploadAnswer(200, 'not json')).toBeInstanceOf(NetworkError);
    expect(readUploadAnswer(200, JSON.stringify({ status: 0, data: {} }))).toBeInstanceOf(NetworkError);
  });
});
