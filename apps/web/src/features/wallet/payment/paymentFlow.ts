import { PayType, TopUpStatus, type walletRoutes } from '@gpucloud/contracts';
import type { CallData } from '../../../api/call';

/** The QR top-up order the payment dialog follows (what `/create_qrcode` answered). */
export type TopUpOrder = CallData<typeof walletRoutes.createTopUp>;

/** `/get_qrcode` data: the payload sits under the pay type's own key (SPEC §3). */
export type QrAnswer = CallData<typeof walletRoutes.topUpQr>;

/** `/get_order_status` data: `Status` is one of TopUpStatus. */
export type TopUpStatusAnswer = CallData<typeof walletRoutes.topUpStatus>;

/**
 * Where a QR top-up stands (SPEC §4 top-up flow): waiting for the QR payload, showing it while the
 * order waits for payment, then paid or closed. `qrNotReady` is set while the server says
 * 'QR not generated or expired' and the dialog retries.
 */
export interface PaymentState {
  phase: 'loadingQr' | 'awaitingPayment' | 'paid' | 'closed';
  qrUrl: string | null;
  expiresAt: number | null;
  qrNotReady: boolean;
}

export type PaymentEvent =
  | { type: 'qrNotReady' }
  | { type: 'qrReady'; url: string; expiresAt: number | null }
  | { type: 'status'; status: number };

export function initialPaymentState(order: Pick<TopUpOrder, 'expires_at'>): PaymentState {
  return { phase: 'loadingQr', qrUrl: null, expiresAt: parseExpiry(order.expires_at), qrNotReady: false };
}

export function paymentReducer(state: PaymentState, event: PaymentEvent): PaymentState {
  if (state.phase === 'paid' || state.phase === 'closed') return state;
  switch (event.type) {
    case 'qrNotReady':
      return state.phase === 'loadingQr' ? { ...state, qrNotReady: true } : state;
    case 'qrReady':
      return {
        phase: 'awaitingPayment',
        qrUrl: event.url,
        expiresAt: event.expiresAt ?? state.expiresAt,
        qrNotReady: false,
      };
    case 'status':
      if (event.status === TopUpStatus.PAID) return { ...state, phase: 'paid', qrNotReady: false };
      if (event.status === TopUpStatus.CLOSED) return { ...state, phase: 'closed', qrNotReady: false };
      return state;
  }
}

/** What the dialog asks next, if anything: the QR until it appears, then the order status. */
export function nextCall(state: PaymentState): 'get_qrcode' | 'get_order_status' | null {
  if (state.phase === 'loadingQr') return 'get_qrcode';
  if (state.phase === 'awaitingPayment') return 'get_order_status';
  return null;
}

/** The QR payload of the order's pay type: `wx_resp` for WeChat, `ali_resp` for Alipay. */
export function qrPayloadFor(payType: number, answer: QrAnswer): string | null {
  const payload = payType === PayType.WECHAT ? answer.wx_resp : answer.ali_resp;
  const url = payload?.data.qrcode;
  return url ? url : null;
}

/** An ISO time as epoch ms; null when the server sent something unreadable. */
export function parseExpiry(iso: string): number | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : time;
}
