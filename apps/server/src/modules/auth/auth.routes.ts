import {
  companyRegisterRequest,
  emptyData,
  envelopeSchema,
  type LoginData,
  loginRequest,
  loginResponse,
  logoutRequest,
  registerRequest,
  resetPasswordRequest,
  sendVerifyCodeRequest,
  sendVerifyCodeResponse,
  subAccountLoginRequest,
} from '@gpucloud/contracts';
import type { z } from 'zod';
import type { AppDeps, RequestMeta } from '../../core/deps';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { requestMeta } from '../../core/http/request-meta';
import type { RoutesPlugin } from '../../core/http/route-types';
import { companyRegister, login, logout, register, resetPassword, subAccountLogin } from './auth.service';
import { sendVerifyCode } from './sms-codes.service';

const tags = ['auth'];
const acknowledged = envelopeSchema(emptyData);

export const authRoutes: RoutesPlugin = async (app, { deps }) => {
  /** The calls that answer a new session ({token, sessionId}); all public and form-encoded. */
  function sessionIssuing<B extends z.ZodType>(
    url: string,
    summary: string,
    body: B,
    issue: (deps: AppDeps, input: z.output<B>, meta: RequestMeta) => Promise<LoginData>,
  ) {
    app.post(
      url,
      { config: { access: 'public' }, schema: { tags, summary, body, response: { 200: loginResponse } } },
      async (request) => ok(await issue(deps, request.body as z.output<B>, requestMeta(request))),
    );
  }

  sessionIssuing(
    '/register',
    'Register a main account with phone, SMS code and password',
    registerRequest,
    register,
  );
  sessionIssuing(
    '/company_register',
    'Register a company main account',
    companyRegisterRequest,
    companyRegister,
  );
  sessionIssuing('/login', 'Log in with phone and password (or SMS code)', loginRequest, login);
  sessionIssuing('/sub_account_login', 'Log in as a sub-account', subAccountLoginRequest, subAccountLogin);

  app.post(
    '/auth/send_verify_code',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Send a 6-digit SMS code (the one call without session)',
        body: sendVerifyCodeRequest,
        response: { 200: sendVerifyCodeResponse },
      },
    },
    async (request) => ok(await sendVerifyCode(deps, { ...request.body, ip: request.ip })),
  );

  app.post(
    '/reset_password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Set a new password with an SMS code; ends every session',
        body: resetPasswordRequest,
        response: { 200: acknowledged },
      },
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return ok({});
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Revoke the current session',
        body: logoutRequest,
        response: { 200: acknowledged },
      },
    },
    async (request) => {
      await logout(deps, authOf(request).sessionId);
      return ok({});
    },
  );
};
