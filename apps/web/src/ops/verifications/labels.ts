import { VerifyStatus, type VerifyStatusValue, VerifyType, type VerifyTypeValue } from '@gpucloud/domain';

/** The text keys of the API's numeric codes (SPEC §3), so the texts read as words. */
export const TYPE_KEYS = {
  [VerifyType.PERSONAL]: 'personal',
  [VerifyType.ENTERPRISE]: 'enterprise',
  [VerifyType.STUDENT]: 'student',
} as const satisfies Record<VerifyTypeValue, string>;

export const STATUS_KEYS = {
  [VerifyStatus.PENDING]: 'pending',
  [VerifyStatus.PASSED]: 'passed',
  [VerifyStatus.REFUSED]: 'refused',
  [VerifyStatus.EXPIRED]: 'expired',
} as const satisfies Record<VerifyStatusValue, string>;
