import { authRoutes } from '@gpucloud/contracts';
import { type CallData, call } from '../../api/call';

/** A QR code of either flow: its ticket, what it encodes and how long it lives. */
export type WechatQr = CallData<typeof authRoutes.wechatBindQrcode>;

/** A status poll's answer: binding says whether it is Bound, logging in carries the Login. */
export type QrStatusAnswer =
  | CallData<typeof authRoutes.wechatBindStatus>
  | CallData<typeof authRoutes.wechatLoginStatus>;

/** One QR code's calls: fetch a code, then ask how it stands. */
export interface QrCalls {
  fetchQr: () => Promise<WechatQr>;
  fetchStatus: (ticket: string) => Promise<QrStatusAnswer>;
}

/** Binding a WeChat to the logged-in account. */
export const bindQrCalls: QrCalls = {
  fetchQr: () => call(authRoutes.wechatBindQrcode),
  fetchStatus: (ticket) => call(authRoutes.wechatBindStatus, { ticket }),
};

/** Logging in with a bound WeChat (public: no session needed). */
export const loginQrCalls: QrCalls = {
  fetchQr: () => call(authRoutes.wechatLoginQrcode),
  fetchStatus: (ticket) => call(authRoutes.wechatLoginStatus, { ticket }),
};
