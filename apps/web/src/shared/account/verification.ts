import type { UserInfo } from '@gpucloud/contracts';

export type VerificationLabelKey =
  | 'account.verifiedEnterprise'
  | 'account.verifiedPersonal'
  | 'account.notVerified';

/** SPEC §4: enterprise passed wins over personal passed; otherwise not verified. */
export function verificationLabelKey(verification: UserInfo['Verification']): VerificationLabelKey {
  if (verification.Enterprise) return 'account.verifiedEnterprise';
  if (verification.Personal) return 'account.verifiedPersonal';
  return 'account.notVerified';
}
