import { ErrorCode, type VerificationCheck } from '@gpucloud/contracts';
import { ApiError } from '../../api/errors';

/** Checks and records waiting for a third party are read again every 2 s (SPEC §9's polling pace). */
export const POLL_MS = 2_000;

/** How often a check is read again: while it is pending only. */
export function checkPollMs(check: VerificationCheck | undefined): number | false {
  return check?.status === 'pending' ? POLL_MS : false;
}

export function isPassed(check: VerificationCheck | null | undefined): check is VerificationCheck {
  return check?.status === 'passed';
}

/** 102252: today's attempts of a check are used up; retrying before tomorrow cannot help. */
export function isAttemptsLimit(error: unknown): boolean {
  return error instanceof ApiError && error.status === ErrorCode.VERIFICATION_ATTEMPTS_LIMIT;
}

/** 100041: a sub-account asked; its main account verifies (the contract's rule for every call). */
export function isMainAccountOnly(error: unknown): boolean {
  return error instanceof ApiError && error.status === ErrorCode.PERMISSION_DENIED;
}

/** What a failed call says to the person: the server's reason, else the client's message. */
export function errorReason(error: unknown): string {
  if (error instanceof ApiError) return error.reason || error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * Whether a failed read should be tried again: refusals (an envelope with a status) will answer
 * the same; a network failure may not.
 */
export function retryRead(failureCount: number, error: unknown): boolean {
  return !(error instanceof ApiError) && failureCount < 2;
}
