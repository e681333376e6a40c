import { sessionOnlyRequest } from '../account';
import {
  wechatBindListResponse,
  wechatBindStatusResponse,
  wechatLoginStatusResponse,
  wechatQrResponse,
  wechatTicketRequest,
  wechatUnbindRequest,
} from '../account-centre';
import { endpoint } from '../endpoint';
import { emptyData, envelopeSchema } from '../envelope';

const tag = 'auth';

/** The bound WeChat identities of this account (SPEC §7 and the issue name two paths; both answer). */
const bindAccountList = {
  access: 'main',
  tag,
  summary: 'WeChat identities bound to this account',
  request: sessionOnlyRequest,
  response: wechatBindListResponse,
} as const;

/** WeChat binding (main accounts) and QR login (anyone), through the WeChatProvider. */
export const wechatEndpoints = {
  wechatBindQrcode: endpoint({
    method: 'POST',
    path: '/api/auth/wechat/get_bind_qrcode',
    access: 'main',
    tag,
    summary: 'A QR code that binds the scanning WeChat to this account (5 minutes)',
    request: sessionOnlyRequest,
    response: wechatQrResponse,
  }),
  wechatBindStatus: endpoint({
    method: 'POST',
    path: '/api/auth/wechat/get_bind_status',
    access: 'main',
    tag,
    summary: 'Whether a bind QR code has been confirmed',
    request: wechatTicketRequest,
    response: wechatBindStatusResponse,
  }),
  wechatBindAccounts: endpoint({
    method: 'POST',
    path: '/api/auth/wechat/get_bind_account_list',
    ...bindAccountList,
  }),
  /** The path SPEC §7 names. */
  bindAccountList: endpoint({ method: 'POST', path: '/api/auth/get_bind_account_list', ...bindAccountList }),
  wechatUnbind: endpoint({
    method: 'POST',
    path: '/api/auth/wechat/unbind_account',
    access: 'main',
    tag,
    summary: 'Unbind a WeChat identity',
    request: wechatUnbindRequest,
    response: envelopeSchema(emptyData),
  }),
  wechatLoginQrcode: endpoint({
    method: 'POST',
    path: '/api/auth/wechat/get_login_qrcode',
    access: 'public',
    tag,
    summary: 'A QR code to log in by scanning it with a bound WeChat (5 minutes)',
    request: sessionOnlyRequest.optional(),
    response: wechatQrResponse,
  }),
  wechatLoginStatus: endpoint({
    method: 'POST',
    path: '/api/auth/wechat/get_login_status',
    access: 'public',
    tag,
    summary:
      "A login QR code's state; once confirmed, the first poll gets the session ('QR not generated or expired' otherwise)",
    request: wechatTicketRequest,
    response: wechatLoginStatusResponse,
  }),
};
