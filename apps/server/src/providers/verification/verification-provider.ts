/**
 * The third parties real-name verification needs (issue 13 point 1): ID card and business-licence
 * OCR, a face liveness session compared with the ID photo, a bank card's four-element check, and a
 * small transfer to a company's account. The default is the sandbox served by this server, whose
 * pages let a tester pass or fail each check; VERIFICATION_PROVIDER=tencent selects Tencent Cloud.
 *
 * Every call answers a `CheckState`: a real provider settles OCR and bank cards at once and a face
 * session when the person has done it; the sandbox leaves each pending until its page decides.
 * `read` asks again about a pending one. Personal values travel in memory only: what a provider
 * answers is sealed by the caller before it is stored.
 */

export interface IdCardFront {
  side: 'front';
  name: string;
  idNumber: string;
}

export interface IdCardBack {
  side: 'back';
  /** YYYY-MM-DD */
  validFrom: string;
  /** YYYY-MM-DD, or 'long-term' */
  validTo: string;
}

export type IdCardReading = IdCardFront | IdCardBack;

export interface LicenseReading {
  companyName: string;
  /** Unified social credit code (18 characters). */
  registrationNumber: string;
  legalPerson: string;
}

/** Face checks pass with a similarity score (0..100) of the live face against the ID photo. */
export interface FaceOutcome {
  similarity: number;
}

export type CheckState<T> =
  | { status: 'pending'; ref: string; url: string | null }
  | { status: 'passed'; ref: string; value: T }
  | { status: 'refused'; ref: string; reason: string };

/** What each check kind settles with. */
export interface CheckValues {
  id_card_ocr: IdCardReading;
  license_ocr: LicenseReading;
  face: FaceOutcome;
  bank_card: Record<string, never>;
  corporate_transfer: Record<string, never>;
}
export type ProviderCheckKind = keyof CheckValues;

export interface VerificationProvider {
  /** 'sandbox' or the real provider's name. */
  readonly name: string;
  /** Whether the provider can send the small corporate transfer (the sandbox can; Tencent cannot). */
  readonly corporateTransfer: boolean;

  readIdCard(input: { image: Buffer; side: 'front' | 'back' }): Promise<CheckState<IdCardReading>>;
  readLicense(input: { image: Buffer }): Promise<CheckState<LicenseReading>>;
  /**
   * Starts a liveness session for the person on the ID card; `returnUrl` is where the provider's
   * page sends the person afterwards. Pending, with the page to open.
   */
  startFace(input: { name: string; idNumber: string; returnUrl: string }): Promise<CheckState<FaceOutcome>>;
  checkBankCard(input: {
    name: string;
    idNumber: string;
    cardNumber: string;
    phone: string;
  }): Promise<CheckState<Record<string, never>>>;
  /** Sends `amountFen` to the company's account; the person reads it on their statement. */
  sendTransfer(input: {
    companyName: string;
    bankName: string;
    accountNumber: string;
    amountFen: number;
  }): Promise<CheckState<Record<string, never>>>;
  /** The current state of a check this provider answered pending. */
  read<K extends ProviderCheckKind>(kind: K, ref: string): Promise<CheckState<CheckValues[K]>>;
}

/** A provider that could not be reached or answered what we cannot read: the request is not charged. */
export class VerificationProviderError extends Error {
  override name = 'VerificationProviderError';
}
