import { z } from 'zod';
import {
  type CheckState,
  type FaceOutcome,
  type IdCardReading,
  type LicenseReading,
  VerificationProviderError,
} from '../verification-provider';
import { readAnswer } from './tencent-call';
import { bankCardRefusalReason, faceFailureReason } from './tencent-refusals';
import { parseValidDate } from './valid-date';

/**
 * Tencent's successful answers (the `Response` object, which the SDK unwraps) turned into check
 * states. Only the fields we use are read; an answer without them is one we cannot read.
 */

const requestId = z.string().min(1);

const idCardFrontAnswer = z.object({ Name: z.string(), IdNum: z.string(), RequestId: requestId });
const idCardBackAnswer = z.object({ ValidDate: z.string(), RequestId: requestId });
const licenseAnswer = z.object({
  Name: z.string(),
  RegNum: z.string(),
  Person: z.string(),
  RequestId: requestId,
});
const detectAuthAnswer = z.object({
  BizToken: z.string().min(1),
  Url: z.string().min(1),
  RequestId: requestId,
});
const detectInfoAnswer = z.object({
  /** Null, or without ErrCode, until the person has finished the session. */
  Text: z
    .object({ ErrCode: z.number().nullish(), Sim: z.union([z.string(), z.number()]).nullish() })
    .nullish(),
  RequestId: requestId,
});
const bankCardAnswer = z.object({ Result: z.string(), RequestId: requestId });

/** Text.ErrCode 17: "本次流程未完成", the session is still open. */
const SESSION_NOT_FINISHED = 17;

export function idCardFrontState(response: unknown): CheckState<IdCardReading> {
  const answer = readAnswer('IDCardOCR', idCardFrontAnswer, response);
  const name = answer.Name.trim();
  const idNumber = answer.IdNum.trim();
  if (!name || !idNumber) return refused(answer.RequestId, "the ID card's name or number could not be read");
  return { status: 'passed', ref: answer.RequestId, value: { side: 'front', name, idNumber } };
}

export function idCardBackState(response: unknown): CheckState<IdCardReading> {
  const answer = readAnswer('IDCardOCR', idCardBackAnswer, response);
  const period = parseValidDate(answer.ValidDate);
  if (!period) return refused(answer.RequestId, 'the validity dates on the ID card could not be read');
  return { status: 'passed', ref: answer.RequestId, value: { side: 'back', ...period } };
}

export function licenseState(response: unknown): CheckState<LicenseReading> {
  const answer = readAnswer('BizLicenseOCR', licenseAnswer, response);
  const value = {
    companyName: answer.Name.trim(),
    registrationNumber: answer.RegNum.trim(),
    legalPerson: answer.Person.trim(),
  };
  if (!value.companyName || !value.registrationNumber || !value.legalPerson)
    return refused(
      answer.RequestId,
      "the licence's company name, registration number or legal person could not be read",
    );
  return { status: 'passed', ref: answer.RequestId, value };
}

/** The session's BizToken is the check's ref from here on; `Url` is the page the person opens. */
export function faceStartedState(response: unknown): CheckState<FaceOutcome> {
  const answer = readAnswer('DetectAuth', detectAuthAnswer, response);
  return { status: 'pending', ref: answer.BizToken, url: answer.Url };
}

export function faceResultState(bizToken: string, response: unknown): CheckState<FaceOutcome> {
  const text = readAnswer('GetDetectInfoEnhanced', detectInfoAnswer, response).Text;
  const errCode = text?.ErrCode;
  if (errCode === null || errCode === undefined || errCode === SESSION_NOT_FINISHED)
    return { status: 'pending', ref: bizToken, url: null };
  if (errCode !== 0) return refused(bizToken, faceFailureReason(errCode));
  const similarity = typeof text?.Sim === 'number' ? text.Sim : Number.parseFloat(text?.Sim ?? '');
  if (!(similarity >= 0 && similarity <= 100))
    throw new VerificationProviderError('tencent GetDetectInfoEnhanced passed a face without a similarity');
  return { status: 'passed', ref: bizToken, value: { similarity } };
}

export function bankCardState(response: unknown): CheckState<Record<string, never>> {
  const answer = readAnswer('BankCard4EVerification', bankCardAnswer, response);
  if (answer.Result === '0') return { status: 'passed', ref: answer.RequestId, value: {} };
  const reason = bankCardRefusalReason(answer.Result);
  if (reason) return refused(answer.RequestId, reason);
  throw new VerificationProviderError(
    `tencent BankCard4EVerification could not ask the bank: Result ${answer.Result} (request ${answer.RequestId})`,
  );
}

export function refused(ref: string, reason: string): { status: 'refused'; ref: string; reason: string } {
  return { status: 'refused', ref, reason };
}
