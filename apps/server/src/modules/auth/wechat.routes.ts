import { authEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import { pageSessionCookie } from '../../core/http/page-session';
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

/** WeChat binding (main accounts) and QR login (anyone), through the WeChatProvider. */
export const wechatRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.wechatBindQrcode, async (request) => ok(await getBindQrcode(deps, authOf(request))));

  handle(app, endpoints.wechatBindStatus, async (request) =>
    ok(await getBindStatus(deps, authOf(request), request.body.ticket)),
  );

  // The issue names the list under /auth/wechat, SPEC §7 under /auth: both answer the same.
  for (const listing of [endpoints.wechatBindAccounts, endpoints.bindAccountList]) {
    handle(app, listing, async (request) => ok(await getBindAccountList(deps, authOf(request))));
  }

  handle(app, endpoints.wechatUnbind, async (request) => {
    await unbindAccount(deps, authOf(request), request.body.open_id);
    return ok({});
  });

  handle(app, endpoints.wechatLoginQrcode, async () => ok(await getLoginQrcode(deps)));

  handle(app, endpoints.wechatLoginStatus, async (request, reply) => {
    const status = await getLoginStatus(deps, request.body.ticket, requestMeta(request));
    if (status.Login) pageSessionCookie(reply, deps.config, status.Login);
    return ok(status);
  });
};
