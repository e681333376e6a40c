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
  createQrcodeRequest,
  createQrcodeResponse,
  getOrderStatusResponse,
  getQrcodeResponse,
  outTradeNoRequest,
  paymentNotifyResponse,
  sandboxNotificationSchema,
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
};
