import { loginResponse } from '../auth';
import { endpoint } from '../endpoint';
import {
  loginSecondFactorRequest,
  secondFactorAcknowledged,
  secondFactorSessionRequest,
  secondFactorStatusResponse,
  stepUpRequest,
  stepUpResponse,
  totpEnrolConfirmRequest,
  totpEnrolConfirmResponse,
  totpEnrolStartResponse,
} from '../second-factor';

const tag = 'second factor';

/** A customer's second factor (issue 46): TOTP enrolment, the sign-in's second step, step-up. */
export const secondFactorEndpoints = {
  loginSecondFactor: endpoint({
    method: 'POST',
    path: '/api/login_second_factor',
    access: 'public',
    tag,
    summary: 'Answer a sign-in challenge with a TOTP code or a recovery code; answers the session',
    description:
      'A code of a 30-second step already used is refused (anti-replay); a recovery code works once. Five wrong answers end the challenge; wrong answers count toward the login throttle.',
    request: loginSecondFactorRequest,
    response: loginResponse,
  }),
  status: endpoint({
    method: 'POST',
    path: '/api/second_factor/get_status',
    access: 'session',
    tag,
    summary: 'Whether the caller has a second factor, recovery codes left, and the step-up window',
    request: secondFactorSessionRequest,
    response: secondFactorStatusResponse,
  }),
  totpEnrolStart: endpoint({
    method: 'POST',
    path: '/api/second_factor/totp_enrol_start',
    access: 'session',
    tag,
    summary: 'Start a TOTP enrolment: a new secret and its otpauth URI (for the QR code)',
    description:
      'Refused while a second factor is enabled (turn it off first). Starting again replaces the secret.',
    request: secondFactorSessionRequest,
    response: totpEnrolStartResponse,
  }),
  totpEnrolConfirm: endpoint({
    method: 'POST',
    path: '/api/second_factor/totp_enrol_confirm',
    access: 'session',
    tag,
    summary: 'Confirm the enrolment with a first code; answers 10 recovery codes, shown this once',
    request: totpEnrolConfirmRequest,
    response: totpEnrolConfirmResponse,
  }),
  disable: endpoint({
    method: 'POST',
    path: '/api/second_factor/disable',
    access: 'session',
    stepUp: true,
    tag,
    summary: 'Turn the second factor off (needs a recent step-up)',
    request: secondFactorSessionRequest,
    response: secondFactorAcknowledged,
  }),
  stepUp: endpoint({
    method: 'POST',
    path: '/api/second_factor/step_up',
    access: 'session',
    tag,
    summary: 'Prove the second factor again: the guarded calls are open to this session for the window',
    description:
      'The same anti-replay rule as the sign-in. Guarded calls: changing the password or the notification phone, creating or rotating an access key, withdrawing (with its bank account), unregistering, turning the second factor off.',
    request: stepUpRequest,
    response: stepUpResponse,
  }),
};
