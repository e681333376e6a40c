import { loginResponse } from '../auth';
import { endpoint } from '../endpoint';
import {
  loginSecondFactorPasskeyOptionsRequest,
  loginSecondFactorRequest,
  secondFactorAcknowledged,
  secondFactorPasskeyOptionsResponse,
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
    summary: 'Answer a sign-in challenge with a TOTP code, a recovery code or a passkey; answers the session',
    description:
      'A code of a 30-second step already used is refused (anti-replay); a recovery code works once; a passkey answers with the assertion made with the options of /api/login_second_factor/passkey_options (`factor: passkey`, `passkey: {challenge_id, credential}`). Five wrong answers end the challenge; wrong answers count toward the login throttle.',
    request: loginSecondFactorRequest,
    response: loginResponse,
  }),
  loginSecondFactorPasskeyOptions: endpoint({
    method: 'POST',
    path: '/api/login_second_factor/passkey_options',
    access: 'public',
    tag,
    summary: 'Options for navigator.credentials.get() to answer a sign-in challenge with a passkey',
    description:
      'Lists the passkeys of the challenge’s account; the WebAuthn challenge is that account’s, single-use, 5 minutes. Refused when the sign-in challenge is no longer open or the account holds no passkey.',
    request: loginSecondFactorPasskeyOptionsRequest,
    response: secondFactorPasskeyOptionsResponse,
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
      'A TOTP code, a recovery code, or a passkey of the caller (the assertion made with the options of /api/second_factor/step_up_passkey_options). The same anti-replay rule as the sign-in. Guarded calls: changing the password or the notification phone, creating or rotating an access key, withdrawing (with its bank account), unregistering, removing a passkey, turning the second factor off.',
    request: stepUpRequest,
    response: stepUpResponse,
  }),
  stepUpPasskeyOptions: endpoint({
    method: 'POST',
    path: '/api/second_factor/step_up_passkey_options',
    access: 'session',
    tag,
    summary: 'Options for navigator.credentials.get() to prove a step-up with one of the caller’s passkeys',
    description:
      'Lists the caller’s passkeys; the WebAuthn challenge is the caller’s, single-use, 5 minutes. Refused when the caller holds no passkey.',
    request: secondFactorSessionRequest,
    response: secondFactorPasskeyOptionsResponse,
  }),
};
