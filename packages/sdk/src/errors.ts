import { ErrorCode } from '@gpucloud/contracts';

/**
 * A call the API refused: its envelope's `status` (an ErrorCode, never 0) and `reason`, with the
 * HTTP status. An answer that is no envelope at all (a proxy's error page) is status HTTP_ERROR.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly reason: string,
    readonly httpStatus: number,
    /** From the Retry-After header of a 429: when a rate-limited call may be made again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${reason} (status ${status}, HTTP ${httpStatus})`);
  }

  get isRateLimited(): boolean {
    return this.httpStatus === 429 || this.status === ErrorCode.TOO_MANY_REQUESTS;
  }
}

/** waitForStatus gave up: the time ran out, or the instance settled where it can no longer get to. */
export class WaitForStatusError extends Error {
  override readonly name = 'WaitForStatusError';

  constructor(
    readonly instanceId: number | string,
    readonly wanted: string,
    /** The status seen last (undefined when no answer came before the time ran out). */
    readonly lastStatus: string | undefined,
    readonly timedOut: boolean,
  ) {
    super(
      timedOut
        ? `instance ${instanceId} did not reach ${wanted} in time (last status: ${lastStatus ?? 'none'})`
        : `instance ${instanceId} is ${lastStatus}, it will not become ${wanted}`,
    );
  }
}

/** Seconds from a Retry-After header: delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(header: string | null, now: Date): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}
