import { sessionOnlyRequest } from '../account';
import {
  companyRegisterRequest,
  loginOrChallengeResponse,
  loginRequest,
  loginResponse,
  logoutRequest,
  registerRequest,
  resetPasswordRequest,
  sendVerifyCodeRequest,
  sendVerifyCodeResponse,
  subAccountLoginRequest,
} from '../auth';
import { endpoint } from '../endpoint';
import { emptyData, envelopeSchema } from '../envelope';
import { powChallengeResponse } from '../proof-of-work';
import { wechatEndpoints } from './wechat';

const tag = 'auth';
const acknowledged = envelopeSchema(emptyData);

/** Getting and ending a session (SPEC §7's first group: form-encoded). */
const sessionEndpoints = {
  register: endpoint({
    method: 'POST',
    path: '/api/register',
    access: 'public',
    tag,
    summary: 'Register a main account with phone, SMS code and password',
    request: registerRequest,
    response: loginResponse,
  }),
  companyRegister: endpoint({
    method: 'POST',
    path: '/api/company_register',
    access: 'public',
    tag,
    summary: 'Register a company main account',
    request: companyRegisterRequest,
    response: loginResponse,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    access: 'public',
    tag,
    summary: 'Log in with phone and password (or SMS code)',
    request: loginRequest,
    response: loginOrChallengeResponse,
  }),
  subAccountLogin: endpoint({
    method: 'POST',
    path: '/api/sub_account_login',
    access: 'public',
    tag,
    summary: 'Log in as a sub-account',
    request: subAccountLoginRequest,
    response: loginOrChallengeResponse,
  }),
  sendVerifyCode: endpoint({
    method: 'POST',
    path: '/api/auth/send_verify_code',
    access: 'public',
    tag,
    summary: 'Send a 6-digit SMS code (the one call without session)',
    description:
      'After a few sends from one address within an hour (SMS_POW_AFTER, default 3) a send also needs a solved proof of work (pow_challenge and pow_nonce from /api/auth/get_pow_challenge); without one it is refused with 100051 and the reason naming the challenge.',
    request: sendVerifyCodeRequest,
    response: sendVerifyCodeResponse,
  }),
  powChallenge: endpoint({
    method: 'POST',
    path: '/api/auth/get_pow_challenge',
    access: 'public',
    tag,
    summary: 'A proof-of-work challenge, for an SMS send once one address has asked for a few codes',
    description:
      'Single use, valid 5 minutes. Find a nonce (decimal digits) so that SHA-256 of Salt followed by the nonce starts with Difficulty zero bits, then send Challenge and the nonce as pow_challenge and pow_nonce with /api/auth/send_verify_code.',
    request: sessionOnlyRequest.optional(),
    response: powChallengeResponse,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/reset_password',
    access: 'public',
    tag,
    summary: 'Set a new password with an SMS code; ends every session',
    request: resetPasswordRequest,
    response: acknowledged,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/logout',
    access: 'session',
    tag,
    summary: 'Revoke the current session',
    request: logoutRequest,
    response: acknowledged,
  }),
};

export const authEndpoints = { ...sessionEndpoints, ...wechatEndpoints };
