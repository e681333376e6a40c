import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../../core/clock';
import {
  alipayKeys,
  appKeys,
  startAlipayUnderTest,
  TEST_APP_ID,
  TEST_NOTIFY_URL,
} from '../../../testing/alipay';
import type { AnswerFault, FakeAlipay } from '../../../testing/fakes/alipay/fake-alipay';
import { PaymentGatewayError } from '../payment-provider';
import type { AlipayConfig } from './alipay-config';

const fakes: FakeAlipay[] = [];

afterEach(async () => {
  for (const fake of fakes.splice(0)) await fake.close();
});

async function setup(overrides: Partial<AlipayConfig> = {}) {
  const context = await startAlipayUnderTest(overrides);
  fakes.push(context.fake);
  return context;
}

describe('alipay createQr (alipay.trade.precreate)', () => {
  it('precreates the trade, signed RSA2, and answers the qr_code to encode', async () => {
    const { fake, gateway, buildOrder } = await setup();
    const order = buildOrder();
    const { qrContent } = await gateway.createQr(order);
    expect(qrContent).toMatch(/^https:\/\/qr\.alipay\.com\/bax0[0-9a-f]+$/);
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.params).toMatchObject({
      method: 'alipay.trade.precreate',
      app_id: TEST_APP_ID,
      charset: 'utf-8',
      sign_type: 'RSA2',
      version: '1.0',
      // The clock's 2026-11-22T08:00:00Z, in China time whatever the machine's zone.
      timestamp: '2026-11-22 16:00:00',
      notify_url: TEST_NOTIFY_URL,
    });
    expect(fake.calls[0]?.biz).toEqual({
      out_trade_no: order.outTradeNo,
      total_amount: '19.99',
      subject: 'GPU Cloud balance top-up 19.99',
      time_expire: '2026-11-22 16:05:00',
    });
    expect(fake.trade(order.outTradeNo)?.qrCode).toBe(qrContent);
  });

  it.each([
    [1, '0.01'],
    [435, '4.35'],
    [100_000_00, '100000.00'],
  ])('sends %i fen as total_amount %s', async (amountFen, text) => {
    const { fake, gateway, buildOrder } = await setup();
    await gateway.createQr(buildOrder({ amountFen }));
    expect(fake.calls[0]?.biz.total_amount).toBe(text);
  });

  it('takes only the alipay channel, asking Alipay nothing for another', async () => {
    const { fake, gateway, buildOrder } = await setup();
    await expect(gateway.createQr(buildOrder({ channel: 'wechat' }))).rejects.toThrow(
      new PaymentGatewayError('alipay takes no wechat payments'),
    );
    expect(gateway.channels).toEqual(['alipay']);
    expect(fake.calls).toEqual([]);
  });

  it('answers the same QR when the order is precreated again', async () => {
    const { gateway, buildOrder } = await setup();
    const order = buildOrder();
    const first = await gateway.createQr(order);
    expect(await gateway.createQr(order)).toEqual(first);
  });

  it('throws PaymentGatewayError naming the refusal of an order already paid', async () => {
    const { fake, gateway, precreated } = await setup();
    const order = await precreated();
    await fake.pay(order.outTradeNo, { lose: true });
    await expect(gateway.createQr(order)).rejects.toThrow(
      new PaymentGatewayError('alipay alipay.trade.precreate refused: ACQ.TRADE_HAS_SUCCESS 交易已被支付'),
    );
  });

  it('is refused by the gateway when signed with a key Alipay does not hold for the app', async () => {
    const { fake, gateway, buildOrder } = await setup({
      privateKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey,
    });
    await expect(gateway.createQr(buildOrder())).rejects.toThrow(
      /alipay.trade.precreate answered 40002 isv.invalid-signature/,
    );
    expect(fake.refusals).toEqual(['isv.invalid-signature']);
    expect(fake.calls).toEqual([]);
  });

  it('gets an unsigned refusal for an app Alipay does not know, and trusts none of it', async () => {
    const { fake, gateway, buildOrder } = await setup({ appId: '2021000000000001' });
    await expect(gateway.createQr(buildOrder())).rejects.toThrow(
      new PaymentGatewayError('alipay alipay.trade.precreate answered without a valid signature'),
    );
    expect(fake.refusals).toEqual(['isv.invalid-app-id']);
  });
});

describe('alipay answers that cannot be trusted or read', () => {
  const cases: [string, AnswerFault, string][] = [
    ['unsigned', { kind: 'unsigned' }, 'answered without a valid signature'],
    [
      'signed with a key that is not Alipay’s',
      { kind: 'forged' },
      'answered with a signature that does not verify',
    ],
    [
      'changed after signing',
      { kind: 'tampered', from: 'https:\\/\\/qr.alipay.com', to: 'https:\\/\\/evil.example.com' },
      'answered with a signature that does not verify',
    ],
    ['not JSON', { kind: 'garbage' }, 'answered in a shape we cannot read'],
    ['an HTTP error', { kind: 'http', status: 502 }, 'answered HTTP 502'],
    ['a dropped connection', { kind: 'hang-up' }, 'got no answer (UND_ERR_SOCKET)'],
    [
      'a system error (20000)',
      {
        kind: 'refuse',
        code: '20000',
        msg: 'Service Currently Unavailable',
        subCode: 'isp.unknow-error',
        subMsg: '系统繁忙',
      },
      'answered 20000 isp.unknow-error: 系统繁忙',
    ],
  ];

  it.each(cases)('throws PaymentGatewayError for an answer %s', async (_, fault, message) => {
    const { fake, gateway, buildOrder } = await setup();
    // Twice: the SDK's HTTP client (urllib) sends a request again once after a socket error.
    fake.failNext('alipay.trade.precreate', fault);
    fake.failNext('alipay.trade.precreate', fault);
    const attempt = gateway.createQr(buildOrder());
    await expect(attempt).rejects.toThrow(
      new PaymentGatewayError(`alipay alipay.trade.precreate ${message}`),
    );
  });

  it('throws PaymentGatewayError when the gateway cannot be reached', async () => {
    const { fake, gateway, buildOrder } = await setup();
    await fake.close();
    fakes.splice(0);
    await expect(gateway.createQr(buildOrder())).rejects.toThrow(
      new PaymentGatewayError('alipay alipay.trade.precreate got no answer (ECONNREFUSED)'),
    );
  });

  it('reads nothing of a query answer that does not verify, even one saying paid', async () => {
    const { fake, gateway, precreated } = await setup();
    const order = await precreated();
    await fake.pay(order.outTradeNo, { lose: true });
    fake.failNext('alipay.trade.query', {
      kind: 'tampered',
      from: '"total_amount":"19.99"',
      to: '"total_amount":"0.01"',
    });
    await expect(gateway.query(order.outTradeNo)).rejects.toBeInstanceOf(PaymentGatewayError);
  });
});

describe('alipay query (alipay.trade.query)', () => {
  it('answers unknown before the buyer scans (Alipay has no trade yet), pending after', async () => {
    const { fake, gateway, precreated } = await setup();
    const order = await precreated();
    expect(await gateway.query(order.outTradeNo)).toEqual({ state: 'unknown' });
    fake.scan(order.outTradeNo);
    expect(await gateway.query(order.outTradeNo)).toEqual({ state: 'pending' });
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'alipay.trade.query',
      biz: { out_trade_no: order.outTradeNo },
    });
  });

  it('answers paid with trade_no, the exact amount and send_pay_date, also once finished', async () => {
    const { clock, fake, gateway, precreated } = await setup();
    const order = await precreated({ amountFen: 435 });
    clock.advance(61_500);
    await fake.pay(order.outTradeNo, { lose: true });
    const paid = {
      state: 'paid',
      payment: {
        outTradeNo: order.outTradeNo,
        transactionId: fake.trade(order.outTradeNo)?.tradeNo,
        amountFen: 435,
        paidAt: new Date('2026-11-22T08:01:01.000Z'),
      },
    };
    expect(await gateway.query(order.outTradeNo)).toEqual(paid);
    fake.finish(order.outTradeNo);
    expect(await gateway.query(order.outTradeNo)).toEqual(paid);
  });

  it('answers closed for a trade closed, or left unpaid past time_expire', async () => {
    const { clock, fake, gateway, precreated } = await setup();
    const closed = await precreated();
    fake.scan(closed.outTradeNo);
    await gateway.close(closed.outTradeNo);
    expect(await gateway.query(closed.outTradeNo)).toEqual({ state: 'closed' });

    const expired = await precreated();
    fake.scan(expired.outTradeNo);
    clock.advance(5 * MINUTE_MS);
    expect(await gateway.query(expired.outTradeNo)).toEqual({ state: 'closed' });
  });

  it('throws for a refusal it cannot read as a state (ACQ.SYSTEM_ERROR)', async () => {
    const { fake, gateway, precreated } = await setup();
    const order = await precreated();
    fake.failNext('alipay.trade.query', { kind: 'refuse', subCode: 'ACQ.SYSTEM_ERROR', subMsg: '系统错误' });
    await expect(gateway.query(order.outTradeNo)).rejects.toThrow(
      new PaymentGatewayError('alipay alipay.trade.query refused: ACQ.SYSTEM_ERROR 系统错误'),
    );
  });
});

describe('alipay close (alipay.trade.close)', () => {
  it('counts a never-scanned order as closed (ACQ.TRADE_NOT_EXIST); time_expire bars a late scan', async () => {
    const { clock, fake, gateway, precreated } = await setup();
    const order = await precreated();
    clock.advance(5 * MINUTE_MS);
    expect(await gateway.close(order.outTradeNo)).toBe('closed');
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'alipay.trade.close',
      biz: { out_trade_no: order.outTradeNo },
    });
    expect(() => fake.scan(order.outTradeNo)).toThrow('expired');
  });

  it('closes a trade waiting for payment, and again answers closed', async () => {
    const { fake, gateway, precreated } = await setup();
    const order = await precreated();
    fake.scan(order.outTradeNo);
    expect(await gateway.close(order.outTradeNo)).toBe('closed');
    expect(fake.trade(order.outTradeNo)?.status).toBe('TRADE_CLOSED');
    await expect(fake.pay(order.outTradeNo)).rejects.toThrow('TRADE_CLOSED');
    expect(await gateway.close(order.outTradeNo)).toBe('closed');
  });

  it('answers paid when the buyer paid first (ACQ.TRADE_STATUS_ERROR, then a query)', async () => {
    const { fake, gateway, precreated } = await setup();
    const order = await precreated();
    await fake.pay(order.outTradeNo, { lose: true });
    expect(await gateway.close(order.outTradeNo)).toBe('paid');
    expect(fake.calls.slice(-2).map((call) => call.method)).toEqual([
      'alipay.trade.close',
      'alipay.trade.query',
    ]);
    expect(fake.trade(order.outTradeNo)?.status).toBe('TRADE_SUCCESS');
  });

  it('throws when Alipay cannot say (ACQ.SYSTEM_ERROR)', async () => {
    const { fake, gateway, precreated } = await setup();
    const order = await precreated();
    fake.failNext('alipay.trade.close', { kind: 'refuse', subCode: 'ACQ.SYSTEM_ERROR', subMsg: '系统错误' });
    await expect(gateway.close(order.outTradeNo)).rejects.toBeInstanceOf(PaymentGatewayError);
  });
});

describe('alipay secrets', () => {
  it('puts no key and no signature in its log or its errors', async () => {
    const { fake, gateway, buildOrder, precreated, logText } = await setup();
    const order = await precreated();
    await fake.pay(order.outTradeNo, { lose: true });
    const refund = {
      outTradeNo: order.outTradeNo,
      outRefundNo: 'R1',
      refundFen: 100,
      totalFen: 1999,
      reason: 'x',
    };
    fake.failNext('alipay.trade.refund', {
      kind: 'refuse',
      subCode: 'ACQ.SELLER_BALANCE_NOT_ENOUGH',
      subMsg: '卖家余额不足',
    });
    await gateway.refund(refund);
    const errors: unknown[] = [];
    for (const fault of [{ kind: 'forged' }, { kind: 'unsigned' }, { kind: 'garbage' }] as AnswerFault[]) {
      fake.failNext('alipay.trade.precreate', fault);
      errors.push(await gateway.createQr(buildOrder()).catch((error: unknown) => error));
    }
    const seen = `${logText()}\n${errors.map((error) => `${String(error)} ${JSON.stringify(error)}`).join('\n')}`;
    expect(logText()).toContain('alipay refused a refund');
    const signatures = fake.calls.map((call) => call.params.sign as string);
    for (const secret of [
      appKeys.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64').slice(100, 160),
      appKeys.privateKey.export({ format: 'der', type: 'pkcs1' }).toString('base64').slice(100, 160),
      alipayKeys.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64').slice(100, 160),
      ...signatures.map((sign) => sign.slice(0, 40)),
    ])
      expect(seen).not.toContain(secret);
  });
});
