/** A `{status != 0}` envelope of the main API: `status` is the ErrorCode, `reason` its text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(reason || `request failed with status ${status}`);
  }
}

/** The request never produced an envelope: offline, timed out, or an answer that is not JSON. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(
    readonly kind: 'offline' | 'timeout' | 'bad-answer',
    message: string,
  ) {
    super(message);
  }
}

/** A third-party HTTP error whose body is not an envelope: the text is its `message` or `error`. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}
