import type { authRoutes, LoginOrChallenge } from '@gpucloud/contracts';
import type { CallData } from '../../api/call';

/**
 * Where a WeChat QR stands, for binding and for logging in: fetching the code, waiting for a scan,
 * scanned (waiting for the confirmation on the phone), confirmed, expired, or the code could not be
 * fetched at all.
 */
export type QrPhase = 'loading' | 'waiting' | 'scanned' | 'confirmed' | 'expired' | 'failed';

/** What the status calls answer: binding knows `expired` and `none` (unknown ticket) too. */
export type QrStatus = CallData<typeof authRoutes.wechatBindStatus>['Status'];

export interface QrFlowState {
  phase: QrPhase;
  ticket: string | null;
  /** What the QR encodes: the sandbox (or real) confirm page. */
  url: string | null;
  expiresAt: number | null;
  /** The server said 'QR not generated or expired' (SPEC §8); shown until a new code arrives. */
  notReady: boolean;
  /** The session a confirmed login answered with. */
  login: LoginOrChallenge | null;
  /** Binding: whether the confirmation bound the WeChat to this account. */
  bound: boolean;
}

export type QrFlowEvent =
  | { type: 'qrReady'; ticket: string; url: string; expiresAt: number }
  | { type: 'qrFailed' }
  | { type: 'status'; ticket: string; status: QrStatus; login?: LoginOrChallenge | null; bound?: boolean }
  | { type: 'notReady'; ticket: string | null }
  | { type: 'refresh' };

export const initialQrFlow: QrFlowState = {
  phase: 'loading',
  ticket: null,
  url: null,
  expiresAt: null,
  notReady: false,
  login: null,
  bound: false,
};

const STATUS_PHASE: Record<QrStatus, QrPhase> = {
  waiting: 'waiting',
  scanned: 'scanned',
  confirmed: 'confirmed',
  expired: 'expired',
  none: 'expired',
};

export function qrFlowReducer(state: QrFlowState, event: QrFlowEvent): QrFlowState {
  // A confirmed code is final: late answers of an earlier poll change nothing.
  if (state.phase === 'confirmed') return state;
  switch (event.type) {
    case 'qrReady':
      if (state.phase !== 'loading') return state;
      return {
        ...initialQrFlow,
        phase: 'waiting',
        ticket: event.ticket,
        url: event.url,
        expiresAt: event.expiresAt,
      };
    case 'qrFailed':
      return state.phase === 'loading' ? { ...state, phase: 'failed' } : state;
    case 'status': {
      // Answers about a code that has since been replaced are stale.
      if (event.ticket !== state.ticket || !isPolled(state.phase)) return state;
      const phase = STATUS_PHASE[event.status];
      if (phase === 'confirmed') {
        return { ...state, phase, login: event.login ?? null, bound: event.bound ?? false };
      }
      return phase === state.phase ? state : { ...state, phase };
    }
    case 'notReady':
      if (state.phase === 'loading' || (event.ticket === state.ticket && isPolled(state.phase))) {
        return { ...state, phase: 'expired', notReady: true };
      }
      return state;
    case 'refresh':
      if (state.phase === 'loading') return state;
      return { ...initialQrFlow, notReady: state.notReady };
  }
}

function isPolled(phase: QrPhase): boolean {
  return phase === 'waiting' || phase === 'scanned';
}

/** The call the flow makes next: the code while loading, its status while it can still be scanned. */
export function nextQrCall(state: QrFlowState): 'qrcode' | 'status' | null {
  if (state.phase === 'loading') return 'qrcode';
  if (isPolled(state.phase)) return 'status';
  return null;
}

/**
 * Whether the flow fetches a new code on its own after QR_RETRY_MS (SPEC §8 'retry after 2 s'):
 * the login panel does when the server says the code is gone; binding waits for "Refresh".
 */
export function renewsByItself(state: QrFlowState, autoRenew: boolean): boolean {
  return autoRenew && state.phase === 'expired';
}
