/** Mainland China mobile numbers: 11 digits starting with 1 and a second digit 3-9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases must work: at least 64 characters are allowed (we allow 128). */
export const PASSWORD_MAX_LENGTH = 128;

/** Sub-account login names: unique across the platform, compared case-insensitively. */
export const SUB_ACCOUNT_LOGIN_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9_.-]{2,31}$/;

export const SMS_CODE_PATTERN = /^\d{6}$/;

export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone);
}

/** Masks the middle of a phone number for display: 13800000001 -> 138****0001. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
