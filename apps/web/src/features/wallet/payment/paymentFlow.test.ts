import { PayType, TopUpStatus } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { initialPaymentState, nextCall, paymentReducer, qrPayloadFor } from './paymentFlow';

const order = { expires_at: '2025-03-01T10:05:00.000Z' };

describe('payment flow', () => {
  it('asks for the QR until it appears, then for the order status', () => {
    let state = initialPaymentState(order);
    expect(state.phase).toBe('loadingQr');
    expect(nextCall(state)).toBe('get_qrcode');

    state = paymentReducer(state, { type: 'qrNotReady' });
    expect(state.qrNotReady).toBe(true);
    expect(nextCall(state)).toBe('get_qrcode');

    state = paymentReducer(state, { type: 'qrReady', url: 'http://x/sandbox/pay/T1', expiresAt: null });
    expect(state).toMatchObject({
      phase: 'awaitingPayment',
      qrUrl: 'http://x/sandbox/pay/T1',
      qrNotReady: false,
    });
    expect(state.expiresAt).toBe(Date.parse(order.expires_at));
    expect(nextCall(state)).toBe('get_order_status');
  });

  it('keeps polling while the order waits, and stops once it is paid or closed', () => {
    const showing = paymentReducer(initialPaymentState(order), { type: 'qrReady', url: 'u', expiresAt: 5 });
    expect(paymentReducer(showing, { type: 'status', status: TopUpStatus.PENDING })).toBe(showing);

    const paid = paymentReducer(showing, { type: 'status', status: TopUpStatus.PAID });
    expect(paid.phase).toBe('paid');
    expect(nextCall(paid)).toBeNull();

    const closed = paymentReducer(showing, { type: 'status', status: TopUpStatus.CLOSED });
    expect(closed.phase).toBe('closed');
    expect(nextCall(closed)).toBeNull();
  });

  it('never leaves a final state: a late answer cannot undo a payment', () => {
    const showing = paymentReducer(initialPaymentState(order), { type: 'qrReady', url: 'u', expiresAt: 5 });
    const paid = paymentReducer(showing, { type: 'status', status: TopUpStatus.PAID });
    expect(paymentReducer(paid, { type: 'status', status: TopUpStatus.CLOSED })).toBe(paid);
    expect(paymentReducer(paid, { type: 'qrNotReady' })).toBe(paid);
  });

  it('ignores "not ready" once the QR shows', () => {
    const showing = paymentReducer(initialPaymentState(order), { type: 'qrReady', url: 'u', expiresAt: 5 });
    expect(paymentReducer(showing, { type: 'qrNotReady' })).toBe(showing);
  });

  it('reads the payload of the pay type only', () => {
    const answer = { wx_resp: { data: { qrcode: 'wx' } }, expires_at: '' };
    expect(qrPayloadFor(PayType.WECHAT, answer)).toBe('wx');
    expect(qrPayloadFor(PayType.ALIPAY, answer)).toBeNull();
    expect(qrPayloadFor(PayType.ALIPAY, { ali_resp: { data: { qrcode: 'ali' } }, expires_at: '' })).toBe(
      'ali',
    );
    expect(qrPayloadFor(PayType.WECHAT, { wx_resp: { data: { qrcode: '' } }, expires_at: '' })).toBeNull();
  });
});
