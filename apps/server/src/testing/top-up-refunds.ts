import type { TopUpRefund } from '@gpucloud/contracts';
import { accountEndpoints, inboxEndpoints, walletEndpoints } from '@gpucloud/contracts';
import { expect } from 'vitest';
import { isSandboxGateway, type SandboxGateway } from '../providers/payments/sandbox/sandbox-gateway';
import { buildUser, loginAs } from './builders';
import type { TestApp } from './test-app';
import { paidTopUp } from './top-ups';

/** The sandbox gateway of a test app (its refund faults are injected through it). */
export function sandboxOf(app: TestApp): SandboxGateway {
  const gateway = app.deps.payments.named('sandbox');
  if (!gateway || !isSandboxGateway(gateway)) throw new Error('the sandbox gateway is not in use');
  return gateway;
}

let requestCounter = 0;
/** A request id no other refund of this process uses. */
export const newRefundRequestId = () => `refund-${process.pid}-${++requestCounter}`;

/** A customer who paid `yuan` (one QR top-up each, in that order) at the sandbox cashier. */
export async function payingCustomer(app: TestApp, ...yuan: number[]) {
  const user = await buildUser(app);
  const { token } = await loginAs(app, user);
  const orders: string[] = [];
  for (const amount of yuan) {
    orders.push(await paidTopUp(app, token, amount));
    // Paid a second apart, so "newest first" is the order they were paid in.
    app.clock.advance(1_000);
  }
  return { user, token, orders };
}

/** POST /ops/refund_top_up with a fresh request id and a reason unless the body sets them. */
export function refundTopUp(app: TestApp, session: string, body: Record<string, unknown>) {
  return app.post<TopUpRefund>('/ops/refund_top_up', {
    session,
    request_id: newRefundRequestId(),
    reason: 'customer asked to close the account',
    ...body,
  });
}

/** What the customer sees: balance, membership top-ups, balance changes (newest first) and notifications. */
export async function customerView(app: TestApp, token: string) {
  const info = await app.call(accountEndpoints.userInfo, {
    session: token,
  });
  const ledger = await app.call(walletEndpoints.balanceChangeList, {
    session: token,
  });
  const notices = await app.call(inboxEndpoints.notificationList, {
    session: token,
    page: 1,
    page_size: 50,
    status: -1,
  });
  expect(notices.body.status, notices.body.reason).toBe(0);
  return {
    money: info.body.data.Money,
    accumulated: info.body.data.AccumulatedMoney,
    ledger: ledger.body.data.data,
    notifications: notices.body.data.data,
  };
}
