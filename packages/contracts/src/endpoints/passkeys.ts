import { sessionOnlyRequest } from '../account';
import { loginResponse } from '../auth';
import { endpoint } from '../endpoint';
import { emptyData, envelopeSchema } from '../envelope';
import {
  passkeyCreationOptionsResponse,
  passkeyIdRequest,
  passkeyListResponse,
  passkeyRegisterRequest,
  passkeyRegistrationOptionsRequest,
  passkeyRenameRequest,
  passkeyRequestOptionsResponse,
  passkeyResponse,
  passkeySignInRequest,
} from '../passkeys';

const tag = 'Passkeys';

/**
 * Passkeys (issue 46): every account, main or sub-account, registers its own; anyone may sign in
 * with one alone (a discoverable credential names its account). Each ceremony is two calls: options
 * (a challenge, single-use, 5 minutes) and the credential the browser made with them.
 */
export const passkeysEndpoints = {
  registrationOptions: endpoint({
    method: 'POST',
    path: '/api/passkey/registration_options',
    access: 'session',
    tag,
    summary: 'Options for navigator.credentials.create(): a new passkey for the caller',
    request: passkeyRegistrationOptionsRequest,
    response: passkeyCreationOptionsResponse,
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/passkey/register',
    access: 'session',
    tag,
    summary: 'Keep the passkey the browser made with the options, under a name',
    description:
      'The challenge must be the caller’s, unused and under 5 minutes old; the origin and relying party must be this console’s. A refusal leaves nothing stored; the challenge is spent either way.',
    request: passkeyRegisterRequest,
    response: passkeyResponse,
  }),
  list: endpoint({
    method: 'POST',
    path: '/api/passkey/list',
    access: 'session',
    tag,
    summary: "The caller's passkeys, newest first",
    request: sessionOnlyRequest,
    response: passkeyListResponse,
  }),
  rename: endpoint({
    method: 'POST',
    path: '/api/passkey/rename',
    access: 'session',
    tag,
    summary: 'Rename one of the caller’s passkeys',
    request: passkeyRenameRequest,
    response: passkeyResponse,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/passkey/delete',
    access: 'session',
    stepUp: true,
    tag,
    summary: 'Remove one of the caller’s passkeys: it signs in nowhere from now on (needs a recent step-up)',
    request: passkeyIdRequest,
    response: envelopeSchema(emptyData),
  }),
  signInOptions: endpoint({
    method: 'POST',
    path: '/api/passkey/sign_in_options',
    access: 'public',
    tag,
    summary: 'Options for navigator.credentials.get(): sign in with a passkey alone (any account)',
    request: sessionOnlyRequest.optional(),
    response: passkeyRequestOptionsResponse,
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/api/passkey/sign_in',
    access: 'public',
    tag,
    summary: 'Sign in with the assertion the browser made: a session like /api/login’s',
    description:
      'Refused alike (1, "this passkey could not sign you in") for an unknown credential, a wrong origin or relying party, a spent or expired challenge, a bad signature or a counter that did not grow; failures count in the login throttle like wrong passwords.',
    request: passkeySignInRequest,
    response: loginResponse,
  }),
};
