import { loginPath } from './loginPath';

/** Where the verification pages live (SPEC §2), spelled once for links and redirects. */
export const VERIFICATION_PATHS = {
  select: '/console/verification/selectVerification',
  personal: '/console/verification/personal',
  bankCard: '/console/verification/bankCardVerify',
  enterprise: '/console/verification/enterprise',
  license: '/console/verification/license',
  otherChannel: '/console/verification/otherChannel',
  student: '/studentverify',
  agreement: '/verifyAgreement',
  coupons: '/console/coupon',
} as const;

/** The login page, coming back to the student page once signed in. */
export const STUDENT_LOGIN_PATH = loginPath(VERIFICATION_PATHS.student);
