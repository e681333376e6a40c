import type { APIRequestContext } from '@playwright/test';
import { apiPost } from './api';
import { totpCode } from './totp';

/**
 * Turns two-step verification on for the account of `session` through the API, as the security
 * page's enrolment does; answers the authenticator's secret and when it was confirmed.
 */
export async function turnOnTotp(
  request: APIRequestContext,
  session: string,
): Promise<{ secret: string; enrolledAt: number }> {
  const enrolment = await apiPost<{ Secret: string }>(request, '/second_factor/totp_enrol_start', {
    session,
  });
  const enrolledAt = Date.now();
  await apiPost(request, '/second_factor/totp_enrol_confirm', {
    session,
    code: totpCode(enrolment.Secret, enrolledAt),
  });
  return { secret: enrolment.Secret, enrolledAt };
}
