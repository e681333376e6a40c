import { ErrorCode } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, HttpError, NetworkError } from '../../api/errors';
import {
  checkPollMs,
  errorReason,
  isAttemptsLimit,
  isMainAccountOnly,
  isPassed,
  POLL_MS,
  retryRead,
} from './checks';
import { buildCheck } from './test/builders';

describe('verification checks', () => {
  it('polls a check every 2 s while it is pending, and stops once it is decided', () => {
    expect(POLL_MS).toBe(2_000);
    expect(checkPollMs(buildCheck({ status: 'pending' }))).toBe(2_000);
    expect(checkPollMs(buildCheck({ status: 'passed' }))).toBe(false);
    expect(checkPollMs(buildCheck({ status: 'refused', reason: 'blurred' }))).toBe(false);
    expect(checkPollMs(undefined)).toBe(false);
  });

  it('lets the next step open only on a passed check', () => {
    expect(isPassed(buildCheck({ status: 'passed' }))).toBe(true);
    expect(isPassed(buildCheck({ status: 'refused' }))).toBe(false);
    expect(isPassed(null)).toBe(false);
  });

  it("knows today's attempts used up (102252) and a sub-account's refusal (100041) by their status", () => {
    expect(isAttemptsLimit(new ApiError(ErrorCode.VERIFICATION_ATTEMPTS_LIMIT, 'limit'))).toBe(true);
    expect(isAttemptsLimit(new ApiError(ErrorCode.REFUSED, 'attempts limit reached'))).toBe(false);
    expect(isAttemptsLimit(new HttpError(429, 'Too many'))).toBe(false);
    expect(isMainAccountOnly(new ApiError(ErrorCode.PERMISSION_DENIED, 'permission denied'))).toBe(true);
    expect(isMainAccountOnly(new ApiError(ErrorCode.REFUSED, 'permission denied'))).toBe(false);
  });

  it("shows the server's reason, else the client's message", () => {
    expect(errorReason(new ApiError(1, 'the ID number verifies another account'))).toBe(
      'the ID number verifies another account',
    );
    expect(errorReason(new ApiError(1, ''))).toBe('request failed with status 1');
    expect(errorReason(new HttpError(502, 'Bad gateway'))).toBe('Bad gateway');
    expect(errorReason(new NetworkError('offline', 'the upload did not reach the server'))).toBe(
      'the upload did not reach the server',
    );
  });

  it('tries a failed read again after network failures only, twice at most', () => {
    expect(retryRead(0, new NetworkError('timeout', 'timed out'))).toBe(true);
    expect(retryRead(1, new HttpError(503, 'unavailable'))).toBe(true);
    expect(retryRead(2, new NetworkError('timeout', 'timed out'))).toBe(false);
    expect(retryRead(0, new ApiError(ErrorCode.PERMISSION_DENIED, 'permission denied'))).toBe(false);
  });
});
