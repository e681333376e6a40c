import {
  companyRegisterRequest,
  emptyData,
  envelopeSchema,
  loginRequest,
  loginResponse,
  logoutRequest,
  registerRequest,
  resetPasswordRequest,
  sendVerifyCodeRequest,
  sendVerifyCodeResponse,
  subAccountLoginRequest,
} from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { requestMeta } from '../../core/http/request-meta';
import type { RoutesPlugin } from '../../core/http/route-types';
import { companyRegister, login, logout, register, resetPassword, subAccountLogin } from './auth.service';
import { sendVerifyCode } from './sms-codes.service';

const tags = ['auth'];
const acknowledged = envelopeSchema(emptyData);

export const authRoutes: RoutesPlugin = async (app, { deps }) => {
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
    '/register',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Register a main account with phone, SMS code and password',
        body: registerRequest,
        response: { 200: loginResponse },
      },
    },
    async (request) => ok(await register(deps, request.body, requestMeta(request))),
  );

  app.post(
    '/company_register',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Register a company main account',
        body: companyRegisterRequest,
        response: { 200: loginResponse },
      },
    },
    async (request) => ok(await companyRegister(deps, request.body, requestMeta(request))),
  );

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Log in with phone and password (or SMS code)',
        body: loginRequest,
        response: { 200: loginResponse },
      },
    },
    async (request) => ok(await login(deps, request.body, requestMeta(request))),
  );

  app.post(
    '/sub_account_login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Log in as a sub-account',
        body: subAccountLoginRequest,
        response: { 200: loginResponse },
      },
    },
    async (request) => ok(await subAccountLogin(deps, request.body, requestMeta(request))),
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
