import {
  emptyData,
  envelopeSchema,
  sessionOnlyRequest,
  wechatBindListResponse,
  wechatBindStatusResponse,
  wechatLoginStatusResponse,
  wechatQrResponse,
  wechatTicketRequest,
  wechatUnbindRequest,
} from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { requestMeta } from '../../core/http/request-meta';
import type { RoutesPlugin } from '../../core/http/route-types';
import {
  getBindAccountList,
  getBindQrcode,
  getBindStatus,
  getLoginQrcode,
  getLoginStatus,
  unbindAccount,
} from './wechat.service';

const tags = ['auth'];
const main = { access: 'main' } as const;

/** WeChat binding (main accounts) and QR login (anyone), through the WeChatProvider. */
export const wechatRoutes: RoutesPlugin = async (app, { deps }) => {
  app.post(
    '/auth/wechat/get_bind_qrcode',
    {
      config: main,
      schema: {
        tags,
        summary: 'A QR code that binds the scanning WeChat to this account (5 minutes)',
        body: sessionOnlyRequest,
        response: { 200: wechatQrResponse },
      },
    },
    async (request) => ok(await getBindQrcode(deps, authOf(request))),
  );

  app.post(
    '/auth/wechat/get_bind_status',
    {
      config: main,
      schema: {
        tags,
        summary: 'Whether a bind QR code has been confirmed',
        body: wechatTicketRequest,
        response: { 200: wechatBindStatusResponse },
      },
    },
    async (request) => ok(await getBindStatus(deps, authOf(request), request.body.ticket)),
  );

  // SPEC §7 names /auth/get_bind_account_list; the issue names it under /auth/wechat. Both answer.
  for (const url of ['/auth/wechat/get_bind_account_list', '/auth/get_bind_account_list']) {
    app.post(
      url,
      {
        config: main,
        schema: {
          tags,
          summary: 'WeChat identities bound to this account',
          body: sessionOnlyRequest,
          response: { 200: wechatBindListResponse },
        },
      },
      async (request) => ok(await getBindAccountList(deps, authOf(request))),
    );
  }

  app.post(
    '/auth/wechat/unbind_account',
    {
      config: main,
      schema: {
        tags,
        summary: 'Unbind a WeChat identity',
        body: wechatUnbindRequest,
        response: { 200: envelopeSchema(emptyData) },
      },
    },
    async (request) => {
      await unbindAccount(deps, authOf(request), request.body.open_id);
      return ok({});
    },
  );

  app.post(
    '/auth/wechat/get_login_qrcode',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A QR code to log in by scanning it with a bound WeChat (5 minutes)',
        body: sessionOnlyRequest.optional(),
        response: { 200: wechatQrResponse },
      },
    },
    async () => ok(await getLoginQrcode(deps)),
  );

  app.post(
    '/auth/wechat/get_login_status',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "A login QR code's state; once confirmed, the first poll gets the session ('QR not generated or expired' otherwise)",
        body: wechatTicketRequest,
        response: { 200: wechatLoginStatusResponse },
      },
    },
    async (request) => ok(await getLoginStatus(deps, request.body.ticket, requestMeta(request))),
  );
};
