import { walletEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../../testing/builders';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { paidTopUp } from '../../../testing/top-ups';
import { PaymentGatewayError } from '../payment-provider';
import { isSandboxGateway, type SandboxGateway } from './sandbox-gateway';

let app: TestApp;
let gateway: SandboxGateway;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  const sandbox = app.deps.payments.named('sandbox');
  if (!sandbox || !isSandboxGateway(sandbox)) throw new Error('the sandbox gateway is not in use');
  gateway = sandbox;
  token = (await loginAs(app, await buildUser(app))).token;
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => gateway.clearRefundFaults());

let refundCounter = 0;
const newRefundNo = () => `RTEST${process.pid}x${++refundCounter}`;

/** A payment of `yuan` the sandbox took through its cashier (paidTopUp pays it as a payer does). */
async function paidPayment(yuan: number) {
  const outTradeNo = await paidTopUp(app, token, yuan);
  const refund = (refundFen: number, outRefundNo = newRefundNo()) =>
    gateway.refund({ outTradeNo, outRefundNo, refundFen, totalFen: yuan * 100, reason: 'customer asked' });
  const refunded = async () => (await gateway.find(outTradeNo))?.refunded;
  return { outTradeNo, refund, refunded };
}

describe('sandbox gateway refunds', () => {
  it('refunds in parts up to what was paid, and refuses past it', async () => {
    const payment = await paidPayment(100);
    expect(await payment.refund(6_000)).toEqual({
      state: 'succeeded',
      refundId: expect.stringMatching(/^SBXR/),
    });
    expect(await payment.refund(4_000)).toMatchObject({ state: 'succeeded' });
    expect(await payment.refunded()).toBe(10_000);
    expect(await payment.refund(1)).toEqual({
      state: 'refused',
      reason: 'the refund is more than what is left of the payment (0.00 yuan)',
    });
    expect(await payment.refunded()).toBe(10_000);
  });

  it('answers the same refund number with the same answer and refunds it once', async () => {
    const payment = await paidPayment(50);
    const outRefundNo = newRefundNo();
    const first = await payment.refund(2_000, outRefundNo);
    const again = await payment.refund(2_000, outRefundNo);
    const concurrent = await Promise.all([1, 2, 3].map(() => payment.refund(2_000, outRefundNo)));
    for (const answer of [again, ...concurrent]) expect(answer).toEqual(first);
    expect(await payment.refunded()).toBe(2_000);
    expect(await gateway.queryRefund({ outTradeNo: payment.outTradeNo, outRefundNo })).toEqual(first);
    await expect(payment.refund(2_500, outRefundNo)).rejects.toBeInstanceOf(PaymentGatewayError);
  });

  it('never refunds more than was paid however many refunds arrive at once', async () => {
    const payment = await paidPayment(100);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => payment.refund(4_000)));
    expect(answers.filter((answer) => answer.state === 'succeeded')).toHaveLength(2);
    expect(answers.filter((answer) => answer.state === 'refused')).toHaveLength(3);
    expect(await payment.refunded()).toBe(8_000);
  });

  it('refuses an unknown order, an unpaid one and a wrong total, and records the refused number', async () => {
    const unknown = await gateway.refund({
      outTradeNo: 'T-no-such-order',
      outRefundNo: newRefundNo(),
      refundFen: 100,
      totalFen: 100,
      reason: 'x',
    });
    expect(unknown).toEqual({ state: 'refused', reason: 'no such order' });
    const created = await app.call(walletEndpoints.createTopUp, {
      session: token,
      amount: 10,
      pay_type: 0,
    });
    const outTradeNo = created.body.data.out_trade_no;
    const outRefundNo = newRefundNo();
    const unpaid = { outTradeNo, outRefundNo, refundFen: 100, totalFen: 1_000, reason: 'x' };
    expect(await gateway.refund(unpaid)).toEqual({ state: 'refused', reason: 'the order is not paid' });
    expect(await gateway.queryRefund({ outTradeNo, outRefundNo })).toEqual({
      state: 'refused',
      reason: 'the order is not paid',
    });
    const payment = await paidPayment(10);
    expect(
      await gateway.refund({
        outTradeNo: payment.outTradeNo,
        outRefundNo: newRefundNo(),
        refundFen: 100,
        totalFen: 999,
        reason: 'x',
      }),
    ).toEqual({ state: 'refused', reason: 'the total does not match the payment' });
    expect(await payment.refunded()).toBe(0);
  });

  it('answers unknown for a refund it never received, or for another order', async () => {
    const payment = await paidPayment(10);
    const outRefundNo = newRefundNo();
    expect(await gateway.queryRefund({ outTradeNo: payment.outTradeNo, outRefundNo })).toBe('unknown');
    await payment.refund(100, outRefundNo);
    expect(await gateway.queryRefund({ outTradeNo: 'T-another-order', outRefundNo })).toBe('unknown');
  });
});

describe('sandbox refund faults', () => {
  it('keeps a refund processing until its time, then it succeeds', async () => {
    const payment = await paidPayment(20);
    gateway.injectRefundFault({ kind: 'processing', settlesAfterMs: 60_000 });
    const outRefundNo = newRefundNo();
    const answer = await payment.refund(500, outRefundNo);
    expect(answer).toEqual({ state: 'processing', refundId: expect.stringMatching(/^SBXR/) });
    const query = { outTradeNo: payment.outTradeNo, outRefundNo };
    expect(await gateway.queryRefund(query)).toEqual(answer);
    expect(await payment.refunded()).toBe(500);
    app.clock.advance(60_000);
    expect(await gateway.queryRefund(query)).toEqual({
      state: 'succeeded',
      refundId: answer.state === 'processing' ? answer.refundId : '',
    });
    expect(await payment.refunded()).toBe(500);
  });

  it('gives a refund refused late back to what may be refunded', async () => {
    const payment = await paidPayment(20);
    gateway.injectRefundFault({
      kind: 'processing',
      settlesAfterMs: 1_000,
      outcome: 'refused',
      reason: 'the merchant account lacks funds',
    });
    const outRefundNo = newRefundNo();
    expect(await payment.refund(2_000, outRefundNo)).toMatchObject({ state: 'processing' });
    expect(await payment.refunded()).toBe(2_000);
    app.clock.advance(1_000);
    const query = { outTradeNo: payment.outTradeNo, outRefundNo };
    const settled = await Promise.all([gateway.queryRefund(query), gateway.queryRefund(query)]);
    for (const answer of settled)
      expect(answer).toEqual({ state: 'refused', reason: 'the merchant account lacks funds' });
    expect(await payment.refunded()).toBe(0);
    expect(await payment.refund(2_000)).toMatchObject({ state: 'succeeded' });
  });

  it('refuses with the injected reason, once', async () => {
    const payment = await paidPayment(20);
    gateway.injectRefundFault({ kind: 'refuse', reason: 'the order is older than a year' });
    expect(await payment.refund(100)).toEqual({ state: 'refused', reason: 'the order is older than a year' });
    expect(await payment.refund(100)).toMatchObject({ state: 'succeeded' });
    expect(await payment.refunded()).toBe(100);
  });

  it('throws without a trace when unreachable, and after refunding when the answer is lost', async () => {
    const payment = await paidPayment(20);
    const lost = newRefundNo();
    gateway.injectRefundFault({ kind: 'unreachable' });
    gateway.injectRefundFault({ kind: 'answer-lost' });
    const unreachable = newRefundNo();
    await expect(payment.refund(300, unreachable)).rejects.toBeInstanceOf(PaymentGatewayError);
    expect(await gateway.queryRefund({ outTradeNo: payment.outTradeNo, outRefundNo: unreachable })).toBe(
      'unknown',
    );
    await expect(payment.refund(300, lost)).rejects.toBeInstanceOf(PaymentGatewayError);
    expect(await gateway.queryRefund({ outTradeNo: payment.outTradeNo, outRefundNo: lost })).toMatchObject({
      state: 'succeeded',
    });
    expect(await payment.refunded()).toBe(300);
  });
});
