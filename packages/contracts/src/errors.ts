/**
 * Status codes of the envelope. 0 and 2 and the 1000xx/1022xx codes are SPEC §8's; 1 and 100051
 * are ours for what the spec leaves silent (a refused business request, too many requests).
 */
export const ErrorCode = {
  OK: 0,
  /** A request the rules refuse: wrong credentials, a used code, a taken phone. */
  REFUSED: 1,
  /** Missing, unknown, expired or revoked session on the main API. */
  SESSION_INVALID: 2,
  DATABASE_ERROR: 100001,
  CACHE_ERROR: 100002,
  HTTP_ERROR: 100003,
  UNKNOWN_ERROR: 100011,
  ILLEGAL_BODY: 100021,
  ILLEGAL_PARAMETER: 100022,
  ILLEGAL_ACCESS_TOKEN: 100031,
  ACCESS_TOKEN_EXPIRED: 100032,
  PERMISSION_DENIED: 100041,
  /** A guarded call (issue 46) needs the second factor proven again: POST /api/second_factor/step_up. */
  STEP_UP_REQUIRED: 100042,
  TOO_MANY_REQUESTS: 100051,
  ILLEGAL_WORK_ORDER_CATEGORY: 100101,
  WORK_ORDER_CATEGORY_EXISTS: 100102,
  WORK_ORDER_CATEGORY_IN_USE: 100103,
  ILLEGAL_WORK_ORDER_SUBCATEGORY: 100111,
  WORK_ORDER_SUBCATEGORY_EXISTS: 100112,
  WORK_ORDER_SUBCATEGORY_IN_USE: 100203,
  ILLEGAL_WORK_ORDER_DOCUMENT: 100301,
  VERIFICATION_ATTEMPTS_LIMIT: 102252,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Reasons the web client reacts to by their text (SPEC §4, §8), spelled once. */
export const Reason = {
  INSUFFICIENT_BALANCE: 'available balance is less than package price',
  QR_NOT_READY: 'QR not generated or expired',
  FAILED_TO_GET_TOKEN: 'failed to get token',
  SESSION_REQUIRED: 'failed to get token: please log in',
  SESSION_EXPIRED: 'failed to get token: session expired, please log in again',
  INVALID_CREDENTIALS: 'phone or password is incorrect',
  INVALID_SUB_ACCOUNT_CREDENTIALS: 'username or password is incorrect',
  TOO_MANY_LOGIN_FAILURES: 'too many failed logins, try again later',
  INVALID_SMS_CODE: 'verification code is incorrect or expired',
  SMS_ATTEMPTS_EXHAUSTED: 'verification attempts limit reached, request a new code',
  PHONE_TAKEN: 'phone is already registered',
  NOT_FOUND: 'not found',
  /** Starting an instance whose host has given its GPUs to others: see /restartInstance. */
  NO_FREE_GPU: 'the host has no free GPU for this instance',
  /** REQUIRE_REAL_NAME=1 and the account has no passed personal or enterprise verification. */
  REAL_NAME_REQUIRED: 'real-name verification is required before renting: verify at /console/verification',
  /** Many codes from one address: the next send needs a solved /api/auth/get_pow_challenge. */
  POW_REQUIRED: 'too many codes from this address: solve a proof-of-work challenge first',
  POW_INVALID: 'pow_nonce: the proof-of-work solution is wrong, expired or already used',
  UNKNOWN: 'unknown server error',
  /** Answered with ErrorCode.STEP_UP_REQUIRED: the web asks for a code and retries the call. */
  STEP_UP_REQUIRED: 'step_up_required: confirm it is you with your second factor, then try again',
} as const;
