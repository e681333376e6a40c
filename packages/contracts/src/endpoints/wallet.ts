import { sessionOnlyRequest } from '../account';
import { endpoint } from '../endpoint';
import { balanceChangeListRequest, balanceChangeListResponse } from '../ledger';
import {
  buyPowerMoneyRequest,
  buyPowerMoneyResponse,
  setPayPreferenceRequest,
  setPayPreferenceResponse,
  voucherPacksResponse,
} from '../vouchers';
import {
  alipayNotificationSchema,
  alipayNotifyAnswer,
  createQrcodeRequest,
  createQrcodeResponse,
  getOrderStatusResponse,
  getQrcodeResponse,
  outTradeNoRequest,
  paymentNotifyResponse,
  sandboxNotificationSchema,
  wechatPayNotificationHeaders,
  wechatPayNotificationSchema,
  wechatPayNotifyRefusal,
} from '../wallet';

const tag = 'wallet';

/**
 * The wallet: its ledger, compute-voucher packs, the pay preference and QR top-ups (SPEC §4). Money
 * belongs to main accounts; a sub-account spends its main account's.
 */
export const walletEndpoints = {
  balanceChangeList: endpoint({
    method: 'POST',
    path: '/api/get_wallet_balance_change_list',
    access: 'main',
    tag,
    summary: 'The wallet ledger: every balance and voucher movement, newest first',
    request: balanceChangeListRequest,
    response: balanceChangeListResponse,
  }),
  voucherPacks: endpoint({
    method: 'POST',
    path: '/api/get_power_money_packs',
    access: 'public',
    tag,
    summary: 'Compute-voucher packs for sale',
    request: sessionOnlyRequest.optional(),
    response: voucherPacksResponse,
  }),
  buyVoucherPack: endpoint({
    method: 'POST',
    path: '/api/buy_power_money',
    access: 'main',
    tag,
    summary: 'Buy a compute-voucher pack with balance (not credit)',
    request: buyPowerMoneyRequest,
    response: buyPowerMoneyResponse,
  }),
  setPayPreference: endpoint({
    method: 'POST',
    path: '/api/set_pay_preference',
    access: 'main',
    tag,
    summary: 'Voucher-first or balance-first for paying orders',
    request: setPayPreferenceRequest,
    response: setPayPreferenceResponse,
  }),
  createTopUp: endpoint({
    method: 'POST',
    path: '/api/create_qrcode',
    access: 'main',
    tag,
    summary: 'Create a top-up order for WeChat (1) or Alipay (0); bank transfers (2) are credited by hand',
    request: createQrcodeRequest,
    response: createQrcodeResponse,
  }),
  topUpQr: endpoint({
    method: 'POST',
    path: '/api/get_qrcode',
    access: 'main',
    tag,
    summary:
      "The order's QR payload: wx_resp.data.qrcode or ali_resp.data.qrcode; 'QR not generated or expired' otherwise",
    request: outTradeNoRequest,
    response: getQrcodeResponse,
  }),
  topUpStatus: endpoint({
    method: 'POST',
    path: '/api/get_order_status',
    access: 'main',
    tag,
    summary: 'Top-up order state: data.Status 1 means paid',
    request: outTradeNoRequest,
    response: getOrderStatusResponse,
  }),
  /**
   * Where the gateway tells us a payment succeeded. Anyone can call it, so nothing in it is trusted
   * until the provider verified the signature; then the amount and the order are checked too.
   */
  paymentNotify: endpoint({
    method: 'POST',
    path: '/api/payment/notify/sandbox',
    access: 'public',
    tag,
    summary: 'Signed payment notification of the sandbox gateway (may arrive more than once)',
    request: sandboxNotificationSchema,
    response: paymentNotifyResponse,
  }),
  wechatPayNotify: endpoint({
    method: 'POST',
    path: '/api/payment/notify/wechatpay',
    access: 'public',
    tag,
    summary: 'WeChat Pay API v3 payment notification (served while PAYMENT_PROVIDER lists wechatpay)',
    description:
      'Called by WeChat Pay, never by clients. The `Wechatpay-Signature` (RSA-SHA256 over `timestamp\\nnonce\\nbody\\n`) must verify with the configured platform key of `Wechatpay-Serial`, and `Wechatpay-Timestamp` be within 5 minutes; the resource is decrypted with the APIv3 key and its mchid, appid, out_trade_no, amount and currency must match our order. Taken (credited now or before): 204 with no body. Refused (not genuine, not ours, or not settled yet): an error status with `{"code":"FAIL","message"}`, and WeChat Pay sends it again.',
    headers: wechatPayNotificationHeaders,
    request: wechatPayNotificationSchema,
    response: wechatPayNotifyRefusal,
    responseMediaType: 'application/json',
  }),
  alipayNotify: endpoint({
    method: 'POST',
    path: '/api/payment/notify/alipay',
    access: 'public',
    tag,
    summary: 'Alipay asynchronous payment notification (served while PAYMENT_PROVIDER lists alipay)',
    description:
      'Called by Alipay, never by clients; `application/x-www-form-urlencoded`. The RSA2 `sign` over every other field but `sign_type`, sorted, must verify with the configured Alipay public key; app_id and seller_id must be ours, and out_trade_no and total_amount match our order. TRADE_SUCCESS and TRADE_FINISHED credit the order once. The answer is the text `success` when taken (credited now or before, or a notification of no payment), otherwise `failure`, and Alipay sends it again.',
    request: alipayNotificationSchema,
    response: alipayNotifyAnswer,
    responseMediaType: 'text/plain',
  }),
};
