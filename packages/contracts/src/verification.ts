import { VERIFY_CHECK_KINDS, VERIFY_METHODS, VERIFY_STATUSES, VERIFY_TYPES } from '@gpucloud/domain';
import { z } from 'zod';
import { VERIFICATION_FILES_PER_SUBMISSION, VERIFICATION_NOTE_MAX } from './constants';
import { emptyData, envelopeSchema } from './envelope';
import { idField, intEnumField, phoneField, smsCodeField, typedText } from './fields';

/**
 * Real-name and student verification on the third-party API (SPEC §7, issue 13), main accounts
 * only. Files first (`POST .../file`, multipart), then third-party checks (ID card and licence OCR,
 * a face session, a bank card's four elements), then a submission that makes a record. What is
 * personal is answered masked: the full text is for reviewer staff, and every such read is audited.
 */

export const verifyTypeField = intEnumField(VERIFY_TYPES).describe('0 personal, 1 enterprise, 2 student');
export const verifyStatus = z
  .literal(VERIFY_STATUSES)
  .describe('0 pending, 1 passed, 2 refused (see reason), 3 expired');
export const verifyMethod = z.enum(VERIFY_METHODS);
export const checkKind = z.enum(VERIFY_CHECK_KINDS);

const agreementField = z
  .literal(true, 'must be true: the verification agreement (/verifyAgreement) is accepted')
  .describe('true: the caller accepts the verification agreement');

/** GB 11643 form; the server also checks the date of birth and the MOD 11-2 check character. */
export const residentIdField = z
  .string()
  .trim()
  .regex(/^[0-9]{17}[0-9Xx]$/, 'must be 18 characters: 17 digits and a digit or X')
  .describe(
    'mainland resident ID number; a number with an impossible birth date or a wrong check character is refused (status 1) naming this field',
  );
export const bankCardField = z
  .string()
  .trim()
  .regex(/^[0-9]{12,19}$/, 'must be 12 to 19 digits')
  .describe('a wrong Luhn check digit is refused (status 1) naming this field');
export const personNameField = z
  .string()
  .trim()
  .min(2, 'must be 2 to 40 characters')
  .max(40, 'must be 2 to 40 characters')
  .regex(/\S/, 'is required')
  .describe('the name as on the ID card');
export const bankAccountField = z
  .string()
  .trim()
  .regex(/^[0-9]{8,30}$/, 'must be 8 to 30 digits')
  .describe('the company’s bank account number');

/** A stored verification file: `url` shows it to its owner (signed, valid 15 minutes). */
export const verificationFile = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int().describe('bytes'),
  content_type: z.string(),
  is_image: z.boolean(),
  url: z.string().describe('a signed address, valid for 15 minutes; needs no session'),
  created_at: z.string().describe('ISO 8601'),
});
export type VerificationFile = z.infer<typeof verificationFile>;
export const verificationFileResponse = envelopeSchema(z.object({ file: verificationFile }));
export const verificationFileParams = z.object({ id: idField });
export const verificationFileDownloadRequest = z.object({
  expires: z.string().regex(/^[0-9]{1,12}$/, 'must be a time in seconds'),
  signature: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be a signature from a file address'),
});
export const verificationFileDownload = z.string().describe('the file’s bytes');

/** A third-party check: pending until the provider (or, in the sandbox, the tester's page) decides. */
export const verificationCheck = z.object({
  id: z.number().int(),
  kind: checkKind,
  status: z.enum(['pending', 'passed', 'refused']),
  reason: z.string().describe('why it was refused; empty otherwise'),
  /**
   * Where the person (face) or, in the sandbox, the tester (every kind) completes the check; null
   * when nothing is left to do there.
   */
  url: z.string().nullable(),
  created_at: z.string().describe('ISO 8601'),
  /** What an OCR read, masked: ID card front (name, number), back (validity), licence (company). */
  result: z.object({
    side: z.enum(['front', 'back', '']).describe('ID card readings: the side read; empty otherwise'),
    name: z.string().describe('masked'),
    id_number: z.string().describe('masked'),
    valid_from: z.string().describe('YYYY-MM-DD or empty'),
    valid_to: z.string().describe('YYYY-MM-DD, "long-term", or empty'),
    company_name: z.string(),
    registration_number: z.string().describe('unified social credit code (not personal: shown whole)'),
    legal_person: z.string().describe('masked'),
  }),
});
export type VerificationCheck = z.infer<typeof verificationCheck>;
export const verificationCheckResponse = envelopeSchema(z.object({ check: verificationCheck }));

export const ocrImageRequest = z.object({
  file_id: idField.describe('an image from POST .../file'),
  side: z.enum(['front', 'back']).describe('front: the side with the photo; back: the issuing side'),
});
export const ocrResultRequest = z.object({
  check_id: idField.describe('from ocr-image or business-license'),
});
export const facePrintRequest = z.object({ check_id: idField.describe('from POST face-print') });
export const businessLicenseRequest = z.object({ file_id: idField.describe('an image of the licence') });

export const captchaResponse = envelopeSchema(
  z.object({ phone: z.string().describe('the account phone the code went to, masked') }),
);

export const bankCardRequest = z.object({
  name: personNameField,
  id_number: residentIdField,
  card_number: bankCardField,
  phone: phoneField.describe('the phone the bank has for the card'),
  code: smsCodeField.describe('the code POST .../captcha sent to the account phone'),
  agreement: agreementField,
});
export type BankCardRequest = z.infer<typeof bankCardRequest>;

export const studentEmailCodeRequest = z.object({
  email: z
    .string()
    .trim()
    .max(100, 'must be at most 100 characters')
    .regex(/^[^\s@]+@[^\s@]+\.edu(\.[a-z]{2})?$/i, 'must be a school mailbox (ending in .edu or .edu.cn)'),
});

const filesField = z
  .array(idField)
  .min(1, 'must name at least one file')
  .max(VERIFICATION_FILES_PER_SUBMISSION, `must hold at most ${VERIFICATION_FILES_PER_SUBMISSION} files`)
  .describe('ids from POST .../file, the caller’s own and not yet in a submission');

/** `POST .../verifications`: one submission of a method; the others have calls of their own. */
export const verificationSubmitRequest = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('id_card_face'),
    face_check_id: idField.describe('a passed face check (POST face-print)'),
    agreement: agreementField,
  }),
  z.object({
    method: z.literal('license_transfer'),
    license_check_id: idField.describe('a passed licence OCR (POST business-license)'),
    legal_person_name: personNameField,
    legal_person_id_number: residentIdField,
    bank_name: typedText(60),
    bank_account: bankAccountField,
    agreement: agreementField,
  }),
  z.object({
    method: z.literal('license_letter'),
    license_check_id: idField.describe('a passed licence OCR (POST business-license)'),
    letter_file_ids: filesField.describe('the signed and stamped authorisation letter'),
    contact_name: personNameField.describe('who acts for the company'),
    agreement: agreementField,
  }),
  z.object({
    method: z.literal('school_email'),
    school: typedText(60),
    student_name: personNameField,
    email: studentEmailCodeRequest.shape.email,
    email_code: smsCodeField.describe('the code POST .../student-email-code sent'),
    file_ids: filesField.optional().describe('a photo of the student card, if any'),
    agreement: agreementField,
  }),
  z.object({
    method: z.literal('student_report'),
    school: typedText(60),
    student_name: personNameField,
    report_code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{10,20}$/, 'must be the 10 to 20 letters and digits of the report')
      .describe('the online verification code of a CHSI student-status report'),
    agreement: agreementField,
  }),
]);
export type VerificationSubmitRequest = z.infer<typeof verificationSubmitRequest>;

export const otherChannelRequest = z.object({
  verify_type: intEnumField([0, 1] as const).describe('0 personal, 1 enterprise'),
  name: typedText(100).describe('the person’s or the company’s name as on the documents'),
  document_type: z
    .enum(['passport', 'hk_macao_permit', 'taiwan_permit', 'foreign_permit', 'company_certificate', 'other'])
    .describe('what the documents are'),
  document_number: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{5,30}$/, 'must be 5 to 30 letters, digits or dashes'),
  file_ids: filesField,
  note: z
    .string()
    .trim()
    .max(VERIFICATION_NOTE_MAX, `must be at most ${VERIFICATION_NOTE_MAX} characters`)
    .default(''),
  agreement: agreementField,
});
export type OtherChannelRequest = z.infer<typeof otherChannelRequest>;

export const transferAmountRequest = z.object({
  verification_id: idField,
  amount: z
    .string()
    .trim()
    .regex(/^0\.[0-9]{2}$/, 'must be the amount received, like 0.37')
    .describe('yuan, as on the company’s bank statement'),
});

/** A record as its owner sees it: masked, with what to do next. */
export const verificationRecord = z.object({
  id: z.number().int(),
  verify_type: z.literal(VERIFY_TYPES).describe('0 personal, 1 enterprise, 2 student'),
  method: verifyMethod,
  status: verifyStatus,
  reason: z.string().describe('why it was refused or expired; empty otherwise'),
  name: z.string().describe('the person (masked) or the company'),
  id_number: z.string().describe('masked ID, or the company’s credit code, or the document number masked'),
  bank_card: z.string().describe('masked; empty unless a bank card was checked'),
  school: z.string(),
  created_at: z.string().describe('ISO 8601'),
  decided_at: z.string().nullable().describe('ISO 8601, when it passed, was refused or expired'),
  expires_at: z.string().nullable().describe('ISO 8601: a student verification lasts a year'),
  /**
   * The page of this record's pending third-party check (a bank-card check or a corporate transfer)
   * where the sandbox's tester decides it; null otherwise.
   */
  url: z.string().nullable(),
  /** A corporate transfer waiting for its amount: tries left and until when (ISO 8601). */
  transfer: z.object({ tries_left: z.number().int(), wait_until: z.string() }).nullable(),
  files: z.array(verificationFile),
});
export type VerificationRecord = z.infer<typeof verificationRecord>;

export const verificationsResponse = envelopeSchema(
  z.object({ data: z.object({ verifications: z.array(verificationRecord) }) }),
);
export const verificationCreatedResponse = envelopeSchema(z.object({ verification: verificationRecord }));
export const verificationAcknowledged = envelopeSchema(emptyData);
