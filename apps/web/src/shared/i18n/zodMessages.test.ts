import {
  bankCardRequest,
  opsVerificationListRequest,
  opsVerificationReviewRequest,
  otherChannelRequest,
  studentEmailCodeRequest,
  transferAmountRequest,
  VERIFICATION_FILES_PER_SUBMISSION,
  VERIFICATION_NOTE_MAX,
  verificationFileDownloadRequest,
  verificationSubmitRequest,
} from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { firstIssue, type SafeParser, translateIssue } from '../forms/zodRules';
import { zodMessagesZhCN } from './zodMessages';

const [, licenseTransfer, licenseLetter, schoolEmail, studentReport] = verificationSubmitRequest.options;

/** A value each rule of the verification contracts refuses, with the message it must refuse it with. */
const VERIFICATION_CASES: [SafeParser, unknown, string][] = [
  [
    bankCardRequest.shape.agreement,
    false,
    'must be true: the verification agreement (/verifyAgreement) is accepted',
  ],
  [bankCardRequest.shape.id_number, '12345', 'must be 18 characters: 17 digits and a digit or X'],
  [bankCardRequest.shape.card_number, '1234', 'must be 12 to 19 digits'],
  [bankCardRequest.shape.name, 'a', 'must be 2 to 40 characters'],
  [bankCardRequest.shape.name, 'a'.repeat(41), 'must be 2 to 40 characters'],
  [licenseTransfer.shape.bank_account, '12', 'must be 8 to 30 digits'],
  [licenseTransfer.shape.bank_name, ' ', 'is required'],
  [licenseTransfer.shape.bank_name, 'a'.repeat(61), 'must be at most 60 characters'],
  [
    studentEmailCodeRequest.shape.email,
    'me@example.com',
    'must be a school mailbox (ending in .edu or .edu.cn)',
  ],
  [studentEmailCodeRequest.shape.email, `${'a'.repeat(100)}@pku.edu.cn`, 'must be at most 100 characters'],
  [schoolEmail.shape.school, 'a'.repeat(61), 'must be at most 60 characters'],
  [licenseLetter.shape.letter_file_ids, [], 'must name at least one file'],
  [
    licenseLetter.shape.letter_file_ids,
    Array.from({ length: VERIFICATION_FILES_PER_SUBMISSION + 1 }, (_, index) => index + 1),
    `must hold at most ${VERIFICATION_FILES_PER_SUBMISSION} files`,
  ],
  [studentReport.shape.report_code, 'ABC', 'must be the 10 to 20 letters and digits of the report'],
  [otherChannelRequest.shape.document_number, 'A1', 'must be 5 to 30 letters, digits or dashes'],
  [otherChannelRequest.shape.name, 'a'.repeat(101), 'must be at most 100 characters'],
  [
    otherChannelRequest.shape.note,
    'a'.repeat(VERIFICATION_NOTE_MAX + 1),
    `must be at most ${VERIFICATION_NOTE_MAX} characters`,
  ],
  [transferAmountRequest.shape.amount, '1.5', 'must be the amount received, like 0.37'],
  [verificationFileDownloadRequest.shape.expires, 'soon', 'must be a time in seconds'],
  [verificationFileDownloadRequest.shape.signature, '!', 'must be a signature from a file address'],
  [opsVerificationListRequest.shape.q, 'abc', 'must be digits: a customer phone or user id'],
  [opsVerificationListRequest.shape.q, '1'.repeat(21), 'must be at most 20 characters'],
  [
    opsVerificationReviewRequest,
    { verification_id: 1, decision: 'refuse', reason: 'a'.repeat(201) },
    'must be at most 200 characters',
  ],
];

describe('zodMessagesZhCN', () => {
  it.each(VERIFICATION_CASES)('has Chinese for the verification contracts: %#', (schema, value, message) => {
    expect(firstIssue(schema, value)).toBe(message);
    const chinese = translateIssue(message, 'zh-CN');
    expect(chinese, message).not.toBe(message);
    expect(chinese).toMatch(/[\u4e00-\u9fff]/);
  });

  it('keeps the numbers of the English text', () => {
    for (const [english, chinese] of Object.entries(zodMessagesZhCN)) {
      const numbers = (text: string) => text.match(/\d+(\.\d+)?/g) ?? [];
      expect(numbers(chinese), english).toEqual(numbers(english));
    }
  });

  it('leaves English as the contract wrote it', () => {
    expect(translateIssue('must be 12 to 19 digits', 'en-US')).toBe('must be 12 to 19 digits');
  });
});
