import { isReason, PAYMENT_POLL_MS, QR_RETRY_MS, Reason } from '@gpucloud/contracts';
import { useCallback, useEffect, useReducer } from 'react';
import { ApiError } from '../../api/client';
import type { QrCalls } from './qrCalls';
import { initialQrFlow, nextQrCall, type QrFlowState, qrFlowReducer, renewsByItself } from './qrFlow';

/** The WeChat status polls at the payment dialog's pace (SPEC §9: 2 s). */
export const WECHAT_POLL_MS = PAYMENT_POLL_MS;

function isQrNotReady(error: unknown): boolean {
  return error instanceof ApiError && isReason(error.reason, Reason.QR_NOT_READY);
}

/**
 * Follows one WeChat QR while mounted: fetches a code, polls its status every 2 s until it is
 * confirmed or expired. With `autoRenew` (login) a code the server calls 'QR not generated or
 * expired' is replaced after 2 s (SPEC §8); without it (binding) "Refresh" does that. One request
 * at a time; unmounting stops everything.
 */
export function useWechatQrFlow(calls: QrCalls, { autoRenew }: { autoRenew: boolean }) {
  const [state, dispatch] = useReducer(qrFlowReducer, initialQrFlow);
  const call = nextQrCall(state);
  const { ticket } = state;

  useEffect(() => {
    if (call === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    if (call === 'qrcode') {
      calls.fetchQr().then(
        (qr) => {
          if (stopped) return;
          const expiresAt = Date.now() + qr.expires_in * 1000;
          dispatch({ type: 'qrReady', ticket: qr.ticket, url: qr.qrcode, expiresAt });
        },
        (error: unknown) => {
          if (stopped) return;
          dispatch(isQrNotReady(error) ? { type: 'notReady', ticket: null } : { type: 'qrFailed' });
        },
      );
    } else if (ticket !== null) {
      const poll = async () => {
        try {
          const answer = await calls.fetchStatus(ticket);
          if (stopped) return;
          dispatch({
            type: 'status',
            ticket,
            status: answer.Status,
            login: 'Login' in answer ? answer.Login : undefined,
            bound: 'Bound' in answer ? answer.Bound : undefined,
          });
        } catch (error) {
          if (stopped) return;
          // SPEC §8: this reason is shown (and renewed); other failures keep polling silently.
          if (isQrNotReady(error)) dispatch({ type: 'notReady', ticket });
        }
        if (!stopped) timer = setTimeout(poll, WECHAT_POLL_MS);
      };
      timer = setTimeout(poll, WECHAT_POLL_MS);
    }
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [call, ticket, calls]);

  const renew = renewsByItself(state, autoRenew);
  useEffect(() => {
    if (!renew) return;
    const timer = setTimeout(() => dispatch({ type: 'refresh' }), QR_RETRY_MS);
    return () => clearTimeout(timer);
  }, [renew]);

  const refresh = useCallback(() => dispatch({ type: 'refresh' }), []);
  return { state, refresh } satisfies { state: QrFlowState; refresh: () => void };
}
