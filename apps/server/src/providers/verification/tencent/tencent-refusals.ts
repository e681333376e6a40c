/**
 * Tencent's codes that are a verdict on what the person gave us, in words the person understands.
 * A code missing from these tables is not a verdict (our account, our request, Tencent's own
 * trouble): the adapter throws VerificationProviderError for it, so the attempt is not counted.
 */

type OcrDocument = 'ID card' | 'business licence';

/** OCR error codes (IDCardOCR, BizLicenseOCR) that mean the image itself cannot be read. */
const UNREADABLE_IMAGE = new Map<string, (document: OcrDocument) => string>([
  ['FailedOperation.OcrFailed', (document) => `the image shows no readable ${document}`],
  ['FailedOperation.ImageNoText', (document) => `the image shows no readable ${document}`],
  ['FailedOperation.ImageNoIdCard', () => 'the image shows no ID card'],
  ['FailedOperation.NoBizLicense', () => 'the image shows no business licence'],
  ['FailedOperation.ImageNoSpecifiedCard', () => 'the image shows a different kind of document'],
  ['FailedOperation.IdCardInfoIllegal', () => "the ID card's name or number could not be read"],
  ['FailedOperation.IdCardTooSmall', () => 'the ID card is too small in the image; take the photo closer'],
  ['FailedOperation.CardSideError', () => 'the image shows the other side of the ID card'],
  ['FailedOperation.ImageBlur', () => 'the image is too blurred to read'],
  ['FailedOperation.ImageDecodeFailed', () => 'the file is not an image that can be read'],
  ['FailedOperation.EmptyImageError', () => 'the file is not an image that can be read'],
  ['InvalidParameterValue.InvalidParameterValueLimit', () => 'the file is not an image that can be read'],
  ['FailedOperation.ImageSizeTooLarge', () => 'the image is too large'],
  ['LimitExceeded.TooLargeFileError', () => 'the image is too large'],
]);

export function unreadableImageReason(code: string, document: OcrDocument): string | null {
  return UNREADABLE_IMAGE.get(code)?.(document) ?? null;
}

/**
 * GetDetectInfoEnhanced's final `Text.ErrCode` for a face session that did not pass (Tencent's
 * "人脸核身服务错误码"). Every ended session is a verdict: the person starts a new one.
 */
const FACE_FAILURE = new Map<number, string>([
  [15, 'the face check session expired; start a new one'],
  [16, 'the face check was tried too many times; start a new one'],
  [301, 'the ID card shown is not the one given'],
  [302, 'the ID card has expired'],
  [303, 'the ID card could not be scanned'],
  [1002, 'liveness check failed: the video did not show a live person'],
  [1003, 'liveness check failed'],
  [1004, 'liveness check failed: no face was found'],
  [1005, 'liveness check failed'],
  [1008, 'the connection was unstable during the face check; try again on a steadier network'],
  [2002, 'the name is not valid'],
  [2003, 'the ID number is not valid'],
  [2005, 'no identity record was found for this ID number'],
  [2006, 'the name and ID number do not match'],
  [2007, 'no ID photo is on record for this ID number'],
  [2008, 'no ID photo is on record for this ID number'],
  [2009, 'the ID photo on record is too poor to compare with'],
  [2010, 'the face was not fully visible'],
  [2016, 'the face does not match the ID photo'],
]);

export function faceFailureReason(errCode: number): string {
  return FACE_FAILURE.get(errCode) ?? `the face check did not pass (Tencent code ${errCode})`;
}

/**
 * BankCard4EVerification's `Result` codes that are the bank's verdict on the card and the person.
 * The others ('-18' the verification centre is busy, or a code we do not know) mean the bank
 * could not answer.
 */
const BANK_CARD_REFUSAL = new Map<string, string>([
  ['-1', "the name, ID number, card and phone do not match the bank's records"],
  ['-6', "the name, ID number, card and phone do not match the bank's records"],
  ['-2', 'the name is not valid'],
  ['-3', 'the ID number is not valid'],
  ['-4', 'the card number is not valid'],
  ['-9', 'the card number is not valid'],
  ['-5', 'the phone number is not valid'],
  ['-7', 'the card is not enabled for online payments'],
  ['-8', 'the bank has withdrawn this card'],
  ['-12', 'the bank has withdrawn this card'],
  ['-10', "the card's bank could not be found"],
  ['-11', 'the card is not activated or has been dormant'],
  ['-13', 'the card has been reported lost'],
  ['-14', 'the card has expired'],
  ['-15', 'the bank restricts this card'],
  ['-16', 'the card is locked after too many wrong PIN attempts'],
  ['-17', "the card's bank does not support this check; use a card from another bank"],
]);

export function bankCardRefusalReason(result: string): string | null {
  return BANK_CARD_REFUSAL.get(result) ?? null;
}
