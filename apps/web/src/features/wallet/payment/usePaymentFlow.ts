import { isReason, PAYMENT_POLL_MS, QR_RETRY_MS, Reason } from '@gpucloud/contracts';
import { useEffect, useReducer, useState } from 'react';
import { ApiError } from '../../../api/client';
import { fetchOrderStatus, fetchQr } from '../hooks';
import {
  initialPaymentState,
  nextCall,
  type PaymentState,
  parseExpiry,
  paymentReducer,
  qrPayloadFor,
  type TopUpOrder,
} from './paymentFlow';

/**
 * Follows one QR top-up while the dialog is mounted (SPEC §4): asks for the QR every 2 s until it
 * appears, then for the order status every 2 s until it is paid or closed. One request at a time;
 * unmounting (closing the dialog) stops everything.
 */
export function usePaymentFlow(order: TopUpOrder): PaymentState {
  const [state, dispatch] = useReducer(paymentReducer, order, initialPaymentState);
  const call = nextCall(state);

  useEffect(() => {
    if (call === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const askForQr = async () => {
      try {
        const answer = await fetchQr(order.out_trade_no);
        const url = qrPayloadFor(order.pay_type, answer);
        if (stopped) return;
        if (url) return dispatch({ type: 'qrReady', url, expiresAt: parseExpiry(answer.expires_at) });
        dispatch({ type: 'qrNotReady' });
      } catch (error) {
        if (stopped) return;
        // SPEC §8: this reason is shown; other failures in the dialog stay silent. Both retry.
        if (error instanceof ApiError && isReason(error.reason, Reason.QR_NOT_READY))
          dispatch({ type: 'qrNotReady' });
      }
      if (!stopped) timer = setTimeout(askForQr, QR_RETRY_MS);
    };

    const askForStatus = async () => {
      try {
        const { Status } = await fetchOrderStatus(order.out_trade_no);
        if (stopped) return;
        dispatch({ type: 'status', status: Status });
      } catch {
        // Keep polling: the next answer may come through.
      }
      if (!stopped) timer = setTimeout(askForStatus, PAYMENT_POLL_MS);
    };

    if (call === 'get_qrcode') void askForQr();
    else timer = setTimeout(askForStatus, PAYMENT_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [call, order.out_trade_no, order.pay_type]);

  return state;
}

/** The current time, ticking every second while mounted. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
