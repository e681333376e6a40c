import { ErrorCode, type ErrorCodeValue, Reason } from '@gpucloud/contracts';

const HTTP_STATUS_BY_CODE: Partial<Record<ErrorCodeValue, number>> = {
  [ErrorCode.REFUSED]: 400,
  [ErrorCode.SESSION_INVALID]: 401,
  [ErrorCode.ILLEGAL_BODY]: 400,
  [ErrorCode.ILLEGAL_PARAMETER]: 400,
  [ErrorCode.ILLEGAL_ACCESS_TOKEN]: 401,
  [ErrorCode.ACCESS_TOKEN_EXPIRED]: 401,
  [ErrorCode.PERMISSION_DENIED]: 403,
  [ErrorCode.STEP_UP_REQUIRED]: 403,
  [ErrorCode.TOO_MANY_REQUESTS]: 429,
  [ErrorCode.ILLEGAL_WORK_ORDER_CATEGORY]: 404,
  [ErrorCode.WORK_ORDER_CATEGORY_EXISTS]: 409,
  [ErrorCode.WORK_ORDER_CATEGORY_IN_USE]: 409,
  [ErrorCode.ILLEGAL_WORK_ORDER_SUBCATEGORY]: 404,
  [ErrorCode.WORK_ORDER_SUBCATEGORY_EXISTS]: 409,
  [ErrorCode.WORK_ORDER_SUBCATEGORY_IN_USE]: 409,
  [ErrorCode.ILLEGAL_WORK_ORDER_DOCUMENT]: 404,
  [ErrorCode.VERIFICATION_ATTEMPTS_LIMIT]: 429,
};

/** The one error type of the server: a status code of SPEC §8 and a reason a person can read. */
export class AppError extends Error {
  readonly code: ErrorCodeValue;
  readonly httpStatus: number;
  /** For a refusal that ends by itself: sent as the Retry-After header. */
  retryAfterSeconds?: number;

  constructor(code: ErrorCodeValue, reason: string, httpStatus?: number) {
    super(reason);
    this.name = 'AppError';
    this.code = code;
    this.httpStatus = httpStatus ?? HTTP_STATUS_BY_CODE[code] ?? 500;
  }
}

export function refused(reason: string): AppError {
  return new AppError(ErrorCode.REFUSED, reason);
}

export function permissionDenied(reason = 'permission denied'): AppError {
  return new AppError(ErrorCode.PERMISSION_DENIED, reason);
}

/** A guarded call without a recent proof of the second factor (issue 46). */
export function stepUpRequired(): AppError {
  return new AppError(ErrorCode.STEP_UP_REQUIRED, Reason.STEP_UP_REQUIRED);
}

export function tooManyRequests(reason: string, retryAfterSeconds?: number): AppError {
  const error = new AppError(ErrorCode.TOO_MANY_REQUESTS, reason);
  if (retryAfterSeconds !== undefined) error.retryAfterSeconds = retryAfterSeconds;
  return error;
}
