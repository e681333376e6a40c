import { afterEach, describe, expect, it } from 'vitest';
import { startAlipayUnderTest } from '../../../testing/alipay';
import type { FakeAlipay } from '../../../testing/fakes/alipay/fake-alipay';
import { PaymentGatewayError } from '../payment-provider';

const fakes: FakeAlipay[] = [];

afterEach(async () => {
  for (const fake of fakes.splice(0)) await fake.close();
});

/** An order paid at the fake (its notification lost: refunds do not need it), and a way to refund it. */
async function paidOrder(amountFen = 10_000) {
  const context = await startAlipayUnderTest();
  fakes.push(context.fake);
  const order = await context.precreated({ amountFen });
  await context.fake.pay(order.outTradeNo, { lose: true });
  const tradeNo = context.fake.trade(order.outTradeNo)?.tradeNo as string;
  const refund = (refundFen: number, outRefundNo = 'R1') =>
    context.gateway.refund({
      outTradeNo: order.outTradeNo,
      outRefundNo,
      refundFen,
      totalFen: amountFen,
      reason: 'staff reversed the top-up',
    });
  return { ...context, order, tradeNo, refund };
}

describe('alipay refund (alipay.trade.refund, alipay.trade.fastpay.refund.query)', () => {
  it('refunds part of a paid order: fund_change Y is succeeded', async () => {
    const { fake, order, tradeNo, refund } = await paidOrder();
    expect(await refund(2_550)).toEqual({ state: 'succeeded', refundId: `${tradeNo}/R1` });
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'alipay.trade.refund',
      biz: {
        out_trade_no: order.outTradeNo,
        refund_amount: '25.50',
        out_request_no: 'R1',
        refund_reason: 'staff reversed the top-up',
      },
    });
    expect(fake.trade(order.outTradeNo)?.refundedFen).toBe(2_550);
  });

  it('refunds once when asked twice with the same outRefundNo (fund_change N, confirmed by a query)', async () => {
    const { fake, order, tradeNo, refund } = await paidOrder();
    await refund(2_550);
    expect(await refund(2_550)).toEqual({ state: 'succeeded', refundId: `${tradeNo}/R1` });
    expect(fake.calls.slice(-2).map((call) => call.method)).toEqual([
      'alipay.trade.refund',
      'alipay.trade.fastpay.refund.query',
    ]);
    expect(fake.calls.at(-1)?.biz).toMatchObject({ out_trade_no: order.outTradeNo, out_request_no: 'R1' });
    expect(fake.trade(order.outTradeNo)?.refundedFen).toBe(2_550);
  });

  it('throws when the answer is lost, and asking again with the same outRefundNo confirms the one refund', async () => {
    const { fake, order, tradeNo, refund } = await paidOrder();
    // Twice: urllib sends it again once after a socket error (harmless: same out_request_no).
    fake.failNext('alipay.trade.refund', { kind: 'hang-up' });
    fake.failNext('alipay.trade.refund', { kind: 'hang-up' });
    await expect(refund(10_000)).rejects.toBeInstanceOf(PaymentGatewayError);
    expect(await refund(10_000)).toEqual({ state: 'succeeded', refundId: `${tradeNo}/R1` });
    expect(fake.trade(order.outTradeNo)).toMatchObject({ refundedFen: 10_000, status: 'TRADE_CLOSED' });
  });

  it('refuses, with the reason, what Alipay documents as refused', async () => {
    const { fake, gateway, refund, precreated } = await paidOrder(10_000);
    expect(await refund(10_001)).toEqual({
      state: 'refused',
      reason: 'the refund is more than what is left of the payment (ACQ.REFUND_AMT_NOT_EQUAL_TOTAL)',
    });
    await refund(100, 'R2');
    expect(await refund(200, 'R2')).toMatchObject({
      state: 'refused',
      reason: expect.stringContaining('ACQ.DISCORDANT_REPEAT_REQUEST'),
    });
    fake.failNext('alipay.trade.refund', {
      kind: 'refuse',
      subCode: 'ACQ.SELLER_BALANCE_NOT_ENOUGH',
      subMsg: '卖家余额不足',
    });
    expect(await refund(100, 'R3')).toEqual({
      state: 'refused',
      reason: "the merchant's Alipay balance is too low for the refund (ACQ.SELLER_BALANCE_NOT_ENOUGH)",
    });

    const unpaid = await precreated();
    const ask = {
      outTradeNo: unpaid.outTradeNo,
      outRefundNo: 'R9',
      refundFen: 100,
      totalFen: 1999,
      reason: 'x',
    };
    expect(await gateway.refund(ask)).toMatchObject({
      state: 'refused',
      reason: expect.stringContaining('ACQ.TRADE_NOT_EXIST'),
    });
    fake.scan(unpaid.outTradeNo);
    expect(await gateway.refund(ask)).toMatchObject({
      state: 'refused',
      reason: expect.stringContaining('ACQ.TRADE_STATUS_ERROR'),
    });
  });

  it('refuses a refund once the trade is finished', async () => {
    const { fake, order, refund } = await paidOrder();
    fake.finish(order.outTradeNo);
    expect(await refund(100)).toEqual({
      state: 'refused',
      reason: 'the trade is finished: its refund period is over (ACQ.TRADE_HAS_FINISHED)',
    });
  });

  it('throws, leaving the refund unknown, on ACQ.SYSTEM_ERROR', async () => {
    const { fake, order, refund, gateway } = await paidOrder();
    fake.failNext('alipay.trade.refund', { kind: 'refuse', subCode: 'ACQ.SYSTEM_ERROR', subMsg: '系统错误' });
    await expect(refund(100)).rejects.toBeInstanceOf(PaymentGatewayError);
    expect(await gateway.queryRefund({ outTradeNo: order.outTradeNo, outRefundNo: 'R1' })).toBe('unknown');
  });

  it('queries a refund: succeeded when made, unknown when Alipay has no such refund or trade', async () => {
    const { gateway, order, tradeNo, refund } = await paidOrder();
    await refund(300, 'R7');
    expect(await gateway.queryRefund({ outTradeNo: order.outTradeNo, outRefundNo: 'R7' })).toEqual({
      state: 'succeeded',
      refundId: `${tradeNo}/R7`,
    });
    expect(await gateway.queryRefund({ outTradeNo: order.outTradeNo, outRefundNo: 'R8' })).toBe('unknown');
    expect(await gateway.queryRefund({ outTradeNo: 'T-no-such-order', outRefundNo: 'R7' })).toBe('unknown');
  });
});
