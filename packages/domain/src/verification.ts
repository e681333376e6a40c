/**
 * Real-name and student verification (SPEC §3, issue 13): what a record is, how it may move, and the
 * limits every flow shares. The server enforces these; the web reads them to explain the next step.
 */

/** SPEC §3 verify_type: 0 personal, 1 enterprise; 2 student is ours (student offers read it). */
export const VerifyType = { PERSONAL: 0, ENTERPRISE: 1, STUDENT: 2 } as const;
export type VerifyTypeValue = (typeof VerifyType)[keyof typeof VerifyType];
export const VERIFY_TYPES = [VerifyType.PERSONAL, VerifyType.ENTERPRISE, VerifyType.STUDENT] as const;

/** SPEC §3 status: 0 pending, 1 passed, 2 refused (with a reason), 3 expired. */
export const VerifyStatus = { PENDING: 0, PASSED: 1, REFUSED: 2, EXPIRED: 3 } as const;
export type VerifyStatusValue = (typeof VerifyStatus)[keyof typeof VerifyStatus];
export const VERIFY_STATUSES = [
  VerifyStatus.PENDING,
  VerifyStatus.PASSED,
  VerifyStatus.REFUSED,
  VerifyStatus.EXPIRED,
] as const;

/**
 * How a record was made. Personal: ID card OCR then a face check, or a bank-card four-element
 * check. Enterprise: licence OCR then a small transfer to the company's account, or licence plus an
 * authorisation letter read by staff. Other channel: documents read by staff (passports, permits).
 * Student: a code sent to a school mailbox, or the code of a student-status report; staff read both.
 */
export const VERIFY_METHODS = [
  'id_card_face',
  'bank_card',
  'license_transfer',
  'license_letter',
  'other_channel',
  'school_email',
  'student_report',
] as const;
export type VerifyMethod = (typeof VERIFY_METHODS)[number];

/** Methods whose records staff decide; the others are settled by the provider's checks. */
export const STAFF_REVIEWED_METHODS: readonly VerifyMethod[] = [
  'license_letter',
  'other_channel',
  'school_email',
  'student_report',
];

export function isStaffReviewed(method: VerifyMethod): boolean {
  return STAFF_REVIEWED_METHODS.includes(method);
}

/** Third-party checks, each counted against its own daily limit. */
export const VERIFY_CHECK_KINDS = [
  'id_card_ocr',
  'face',
  'bank_card',
  'license_ocr',
  'corporate_transfer',
] as const;
export type VerifyCheckKind = (typeof VERIFY_CHECK_KINDS)[number];

/** Checks one account may start in 24 hours; one more answers 102252. */
export const VERIFY_DAILY_LIMITS: Record<VerifyCheckKind, number> = {
  id_card_ocr: 20,
  face: 3,
  bank_card: 10,
  license_ocr: 10,
  corporate_transfer: 3,
};

/** Wrong amounts a corporate transfer takes before the record is refused. */
export const TRANSFER_AMOUNT_TRIES = 5;
/** Hours a sent transfer waits for its amount before the record expires. */
export const TRANSFER_WAIT_HOURS = 72;
/** The transfer is a random amount of 1 to 99 fen. */
export const TRANSFER_MIN_FEN = 1;
export const TRANSFER_MAX_FEN = 99;
/** A student verification is good for one academic year. */
export const STUDENT_VALID_DAYS = 365;

/** Whether a record in `status` keeps its ID or company number to itself (no other account may use it). */
export function holdsSubject(status: number): boolean {
  return status === VerifyStatus.PENDING || status === VerifyStatus.PASSED;
}

/**
 * Whether staff may decide a record now: pending and of a staff-read method. Approve and refuse are
 * the only decisions, and a decided record never changes again.
 */
export function mayReview(record: { status: number; method: VerifyMethod }): boolean {
  return record.status === VerifyStatus.PENDING && isStaffReviewed(record.method);
}

/**
 * A personal name as answers show it: the first character, the rest starred (`张**`, `J***`). Names
 * are personal data; the full one is for reviewer staff only.
 */
export function maskPersonName(name: string): string {
  const characters = [...name.trim()];
  if (characters.length === 0) return '';
  if (characters.length === 1) return '*';
  return `${characters[0]}${'*'.repeat(Math.min(characters.length - 1, 6))}`;
}
