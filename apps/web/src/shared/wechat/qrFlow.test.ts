import { describe, expect, it } from 'vitest';
import {
  initialQrFlow,
  nextQrCall,
  type QrFlowEvent,
  type QrFlowState,
  qrFlowReducer,
  renewsByItself,
} from './qrFlow';

const LOGIN = { token: 't'.repeat(64), sessionId: 's-1', expiresAt: '2030-01-01T00:00:00.000Z' };

function run(...events: QrFlowEvent[]): QrFlowState {
  return events.reduce(qrFlowReducer, initialQrFlow);
}

const ready = (ticket = 'ticket-1'): QrFlowEvent => ({
  type: 'qrReady',
  ticket,
  url: `http://127.0.0.1/sandbox/wechat/${ticket}`,
  expiresAt: 1_000,
});

describe('WeChat QR flow', () => {
  it('fetches the code first, then polls its status until it is confirmed', () => {
    expect(nextQrCall(initialQrFlow)).toBe('qrcode');
    const waiting = run(ready());
    expect(waiting).toMatchObject({
      phase: 'waiting',
      ticket: 'ticket-1',
      url: expect.stringContaining('ticket-1'),
    });
    expect(nextQrCall(waiting)).toBe('status');

    const scanned = qrFlowReducer(waiting, { type: 'status', ticket: 'ticket-1', status: 'scanned' });
    expect(scanned.phase).toBe('scanned');
    expect(nextQrCall(scanned)).toBe('status');

    const confirmed = qrFlowReducer(scanned, {
      type: 'status',
      ticket: 'ticket-1',
      status: 'confirmed',
      login: LOGIN,
    });
    expect(confirmed).toMatchObject({ phase: 'confirmed', login: LOGIN });
    expect(nextQrCall(confirmed)).toBeNull();
  });

  it('keeps the same state object while the status does not change, so polling is not restarted', () => {
    const waiting = run(ready());
    expect(qrFlowReducer(waiting, { type: 'status', ticket: 'ticket-1', status: 'waiting' })).toBe(waiting);
  });

  it('records whether a confirmed binding bound the WeChat', () => {
    const bound = run(ready(), { type: 'status', ticket: 'ticket-1', status: 'confirmed', bound: true });
    expect(bound).toMatchObject({ phase: 'confirmed', bound: true, login: null });
  });

  it('treats an expired or unknown binding ticket as expired, and waits for Refresh', () => {
    for (const status of ['expired', 'none'] as const) {
      const expired = run(ready(), { type: 'status', ticket: 'ticket-1', status });
      expect(expired.phase).toBe('expired');
      expect(nextQrCall(expired)).toBeNull();
      expect(renewsByItself(expired, false)).toBe(false);
      const refreshed = qrFlowReducer(expired, { type: 'refresh' });
      expect(refreshed).toMatchObject({ phase: 'loading', ticket: null, url: null });
      expect(nextQrCall(refreshed)).toBe('qrcode');
    }
  });

  it('shows the server’s "QR not generated or expired" until a new code arrives, and the login renews by itself', () => {
    const gone = run(ready(), { type: 'notReady', ticket: 'ticket-1' });
    expect(gone).toMatchObject({ phase: 'expired', notReady: true });
    expect(renewsByItself(gone, true)).toBe(true);

    const renewing = qrFlowReducer(gone, { type: 'refresh' });
    expect(renewing).toMatchObject({ phase: 'loading', notReady: true });
    expect(renewsByItself(renewing, true)).toBe(false);

    const fresh = qrFlowReducer(renewing, ready('ticket-2'));
    expect(fresh).toMatchObject({ phase: 'waiting', ticket: 'ticket-2', notReady: false });
  });

  it('a code that cannot be generated is "not ready" too, and renews', () => {
    const gone = run({ type: 'notReady', ticket: null });
    expect(gone).toMatchObject({ phase: 'expired', notReady: true });
  });

  it('ignores answers about a replaced code', () => {
    const second = run(ready('old'), { type: 'notReady', ticket: 'old' }, { type: 'refresh' }, ready('new'));
    expect(qrFlowReducer(second, { type: 'status', ticket: 'old', status: 'confirmed', login: LOGIN })).toBe(
      second,
    );
    expect(qrFlowReducer(second, { type: 'notReady', ticket: 'old' })).toBe(second);
  });

  it('stops for good once confirmed', () => {
    const confirmed = run(ready(), { type: 'status', ticket: 'ticket-1', status: 'confirmed', login: LOGIN });
    for (const event of [
      { type: 'refresh' },
      { type: 'notReady', ticket: 'ticket-1' },
      ready('x'),
    ] as QrFlowEvent[]) {
      expect(qrFlowReducer(confirmed, event)).toBe(confirmed);
    }
  });

  it('a failed fetch of the code stops until asked again; other failures do not move a shown code', () => {
    const failed = run({ type: 'qrFailed' });
    expect(failed.phase).toBe('failed');
    expect(nextQrCall(failed)).toBeNull();
    expect(renewsByItself(failed, true)).toBe(false);
    expect(qrFlowReducer(failed, { type: 'refresh' }).phase).toBe('loading');
    const waiting = run(ready());
    expect(qrFlowReducer(waiting, { type: 'qrFailed' })).toBe(waiting);
  });
});
