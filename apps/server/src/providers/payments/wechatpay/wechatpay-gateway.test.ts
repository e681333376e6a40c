import { generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { addMs, MINUTE_MS } from '../../../core/clock';
import type { AnswerTampering } from '../../../testing/fakes/wechatpay/fake-wechatpay';
import {
  APP_ID,
  MCH_ID,
  MCH_SERIAL_NO,
  wechatPayTestKeys,
} from '../../../testing/fakes/wechatpay/wechatpay-keys';
import { ManualClock } from '../../../testing/manual-clock';
import {
  NOTIFY_URL,
  startWechatPayHarness,
  type WechatPayHarness,
  type WechatPayHarnessOptions,
} from '../../../testing/wechatpay';
import { PaymentGatewayError, type PaymentOrder } from '../payment-provider';
import { truncateUtf8 } from './wechatpay-gateway';

const harnesses: WechatPayHarness[] = [];
let orderCount = 0;

async function setup(options: WechatPayHarnessOptions = {}) {
  const harness = await startWechatPayHarness(options);
  harnesses.push(harness);
  return harness;
}

afterEach(async () => {
  for (const harness of harnesses.splice(0)) await harness.fake.close();
});

function order(harness: WechatPayHarness, overrides: Partial<PaymentOrder> = {}): PaymentOrder {
  orderCount += 1;
  return {
    outTradeNo: `T20261122${String(orderCount).padStart(8, '0')}`,
    amountFen: 8_888,
    channel: 'wechat',
    description: 'GPU Cloud balance top-up 88.88',
    expiresAt: addMs(harness.clock.now(), 5 * MINUTE_MS),
    ...overrides,
  };
}

async function created(harness: WechatPayHarness, overrides: Partial<PaymentOrder> = {}) {
  const placed = order(harness, overrides);
  await harness.gateway.createQr(placed);
  return placed;
}

describe('createQr: POST /v3/pay/transactions/native', () => {
  it('registers the order, signed, and answers the code_url as the QR content', async () => {
    const harness = await setup();
    const placed = order(harness);
    const { qrContent } = await harness.gateway.createQr(placed);

    expect(qrContent).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(qrContent).toBe(harness.fake.orders.get(placed.outTradeNo)?.codeUrl);
    const [call] = harness.fake.calls;
    expect(call).toMatchObject({ method: 'POST', path: '/v3/pay/transactions/native' });
    expect(call?.body).toEqual({
      appid: APP_ID,
      mchid: MCH_ID,
      description: 'GPU Cloud balance top-up 88.88',
      out_trade_no: placed.outTradeNo,
      time_expire: '2026-11-22T16:05:00+08:00',
      notify_url: NOTIFY_URL,
      amount: { total: 8_888, currency: 'CNY' },
    });
    expect(call?.headers.authorization).toMatch(
      new RegExp(
        `^WECHATPAY2-SHA256-RSA2048 mchid="${MCH_ID}",nonce_str="[0-9A-F]{32}",signature="[^"]+",timestamp="\\d+",serial_no="${MCH_SERIAL_NO}"$`,
      ),
    );
    expect(call?.headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/json',
      'wechatpay-serial': harness.keys.platform.id,
    });
    expect(call?.headers['user-agent']).toBeTruthy();
    expect(harness.fake.refusals).toEqual([]);
  });

  it('cuts a long description to 127 bytes of UTF-8 without splitting a character', async () => {
    const harness = await setup();
    const placed = await created(harness, { description: `算力充值${'余额'.repeat(100)}` });
    const sent = harness.fake.orders.get(placed.outTradeNo)?.description ?? '';
    expect(Buffer.byteLength(sent)).toBe(126);
    expect(placed.description.startsWith(sent)).toBe(true);
    expect(truncateUtf8('ab€', 4)).toBe('ab');
    expect(truncateUtf8('short', 127)).toBe('short');
  });

  it('asking twice for the same order answers the same QR (the gateway keeps one order)', async () => {
    const harness = await setup();
    const placed = order(harness);
    const first = await harness.gateway.createQr(placed);
    expect(await harness.gateway.createQr(placed)).toEqual(first);
    expect(harness.fake.orders.size).toBe(1);
  });

  it.each([
    ['an Alipay order', { channel: 'alipay' as const }],
    ['fractional fen', { amountFen: 10.5 }],
    ['no money', { amountFen: 0 }],
  ])('refuses %s without asking the gateway', async (_what, overrides) => {
    const harness = await setup();
    await expect(harness.gateway.createQr(order(harness, overrides))).rejects.toThrow();
    expect(harness.fake.calls).toEqual([]);
  });

  it('throws PaymentGatewayError with WeChat Pay’s code when it refuses the order', async () => {
    const harness = await setup();
    const placed = await created(harness);
    await harness.fake.pay(placed.outTradeNo, { notify: false });
    const again = harness.gateway.createQr(placed);
    await expect(again).rejects.toBeInstanceOf(PaymentGatewayError);
    await expect(again).rejects.toThrow(/ORDERPAID/);
  });
});

describe('query: GET /v3/pay/transactions/out-trade-no/{no}?mchid=', () => {
  it('answers pending, then paid with the transaction (a lost notification revealed), then stays paid', async () => {
    const harness = await setup();
    const placed = await created(harness);
    expect(await harness.gateway.query(placed.outTradeNo)).toEqual({ state: 'pending' });
    expect(harness.fake.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v3/pay/transactions/out-trade-no/${placed.outTradeNo}`,
    });

    harness.clock.advance(40_000);
    expect(await harness.fake.pay(placed.outTradeNo, { notify: false })).toBeNull();
    expect(harness.received).toEqual([]);
    const fakeOrder = harness.fake.orders.get(placed.outTradeNo);
    expect(await harness.gateway.query(placed.outTradeNo)).toEqual({
      state: 'paid',
      payment: {
        outTradeNo: placed.outTradeNo,
        transactionId: fakeOrder?.transactionId,
        amountFen: 8_888,
        paidAt: new Date('2026-11-22T08:00:40.000Z'),
      },
    });
  });

  it('answers closed once the order is closed, and unknown for an order WeChat Pay never had', async () => {
    const harness = await setup();
    const placed = await created(harness);
    await harness.gateway.close(placed.outTradeNo);
    expect(await harness.gateway.query(placed.outTradeNo)).toEqual({ state: 'closed' });
    expect(await harness.gateway.query('T2026112299999999')).toEqual({ state: 'unknown' });
  });

  it('counts a trade in REFUND as paid: the payment happened before the refund', async () => {
    const harness = await setup();
    const placed = await created(harness);
    await harness.fake.pay(placed.outTradeNo, { notify: false });
    await harness.gateway.refund({
      outTradeNo: placed.outTradeNo,
      outRefundNo: `R${placed.outTradeNo}`,
      refundFen: 100,
      totalFen: 8_888,
      reason: 'reversed by staff',
    });
    expect(harness.fake.orders.get(placed.outTradeNo)?.tradeState).toBe('REFUND');
    expect(await harness.gateway.query(placed.outTradeNo)).toMatchObject({
      state: 'paid',
      payment: { amountFen: 8_888 },
    });
  });

  it('reads a paid answer that leaves out the optional appid', async () => {
    const harness = await setup();
    const placed = await created(harness);
    await harness.fake.pay(placed.outTradeNo, { notify: false });
    harness.fake.alterAnswers(({ appid: _appid, ...body }) => body);
    expect(await harness.gateway.query(placed.outTradeNo)).toMatchObject({ state: 'paid' });
  });

  it.each([
    ['another merchant', { mchid: '1900000001' }],
    ['another app', { appid: 'wx0000000000000000' }],
    ['another order', { out_trade_no: 'T2026112200000000' }],
    ['a state it does not document', { trade_state: 'TELEPORTED' }],
    ['a payment in another currency', { amount: { total: 8_888, currency: 'USD' } }],
  ])('throws PaymentGatewayError for a signed answer about %s', async (_what, change) => {
    const harness = await setup();
    const placed = await created(harness);
    await harness.fake.pay(placed.outTradeNo, { notify: false });
    harness.fake.alterAnswers((body) => ({ ...body, ...change }));
    await expect(harness.gateway.query(placed.outTradeNo)).rejects.toBeInstanceOf(PaymentGatewayError);
  });
});

describe('close: POST /v3/pay/transactions/out-trade-no/{no}/close', () => {
  it('closes a waiting order (204) and answers closed again when asked twice', async () => {
    const harness = await setup();
    const placed = await created(harness);
    expect(await harness.gateway.close(placed.outTradeNo)).toBe('closed');
    expect(harness.fake.orders.get(placed.outTradeNo)?.tradeState).toBe('CLOSED');
    expect(harness.fake.calls.at(-1)).toMatchObject({
      path: `/v3/pay/transactions/out-trade-no/${placed.outTradeNo}/close`,
      body: { mchid: MCH_ID },
    });
    expect(await harness.gateway.close(placed.outTradeNo)).toBe('closed');
  });

  it('answers paid when the payer got in first (ORDERPAID)', async () => {
    const harness = await setup();
    const placed = await created(harness);
    await harness.fake.pay(placed.outTradeNo, { notify: false });
    expect(await harness.gateway.close(placed.outTradeNo)).toBe('paid');
    expect(harness.fake.orders.get(placed.outTradeNo)?.tradeState).toBe('SUCCESS');
  });

  it('answers closed for an order WeChat Pay never had: it cannot be paid', async () => {
    const harness = await setup();
    expect(await harness.gateway.close('T2026112299999998')).toBe('closed');
  });
});

describe('refund: POST /v3/refund/domestic/refunds', () => {
  async function paid(harness: WechatPayHarness) {
    const placed = await created(harness);
    await harness.fake.pay(placed.outTradeNo, { notify: false });
    return placed;
  }
  const refundOf = (placed: PaymentOrder, overrides = {}) => ({
    outTradeNo: placed.outTradeNo,
    outRefundNo: `R${placed.outTradeNo}`,
    refundFen: 8_888,
    totalFen: 8_888,
    reason: 'top-up reversed by staff',
    ...overrides,
  });

  it('asks for the refund, answers processing, and the query follows it to succeeded', async () => {
    const harness = await setup({
      refundNotifyUrl: 'https://gpu.example.com/api/payment/refund-notify/wechatpay',
    });
    const placed = await paid(harness);
    const asked = await harness.gateway.refund(refundOf(placed));
    const refund = harness.fake.refunds.get(`R${placed.outTradeNo}`);
    expect(asked).toEqual({ state: 'processing', refundId: refund?.refundId });
    expect(harness.fake.calls.at(-1)?.body).toEqual({
      out_trade_no: placed.outTradeNo,
      out_refund_no: `R${placed.outTradeNo}`,
      reason: 'top-up reversed by staff',
      notify_url: 'https://gpu.example.com/api/payment/refund-notify/wechatpay',
      amount: { refund: 8_888, total: 8_888, currency: 'CNY' },
    });

    const ids = { outTradeNo: placed.outTradeNo, outRefundNo: `R${placed.outTradeNo}` };
    expect(await harness.gateway.queryRefund(ids)).toEqual(asked);
    expect(harness.fake.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v3/refund/domestic/refunds/R${placed.outTradeNo}`,
    });
    harness.fake.finishRefund(ids.outRefundNo, 'SUCCESS');
    expect(await harness.gateway.queryRefund(ids)).toEqual({
      state: 'succeeded',
      refundId: refund?.refundId,
    });
  });

  it('refunds once when asked twice with the same out_refund_no', async () => {
    const harness = await setup();
    const placed = await paid(harness);
    harness.fake.refundBehaviour('SUCCESS');
    const first = await harness.gateway.refund(refundOf(placed, { refundFen: 1_000 }));
    expect(first.state).toBe('succeeded');
    expect(await harness.gateway.refund(refundOf(placed, { refundFen: 1_000 }))).toEqual(first);
    expect(harness.fake.orders.get(placed.outTradeNo)?.refundedFen).toBe(1_000);
    expect(harness.fake.refunds.size).toBe(1);
  });

  it.each([
    ['the merchant account lacks the funds', 'NOT_ENOUGH', /^NOT_ENOUGH: /],
    ['more than is left of the order', 'OVER', /^INVALID_REQUEST: 申请退款金额超过订单可退金额/],
    ['an order WeChat Pay never had', 'UNKNOWN', /^RESOURCE_NOT_EXISTS: /],
  ])('answers refused with the reason when %s', async (_what, kind, reason) => {
    const harness = await setup();
    const placed = await paid(harness);
    if (kind === 'NOT_ENOUGH') harness.fake.refundBehaviour('NOT_ENOUGH');
    if (kind === 'OVER')
      await harness.gateway.refund(refundOf(placed, { outRefundNo: 'R-first', refundFen: 8_000 }));
    const refund =
      kind === 'UNKNOWN'
        ? refundOf(placed, { outTradeNo: 'T2026112299999997' })
        : refundOf(placed, { refundFen: 1_000 });
    const answer = await harness.gateway.refund(refund);
    expect(answer.state).toBe('refused');
    expect(answer.state === 'refused' && answer.reason).toMatch(reason);
  });

  it.each(['ABNORMAL', 'CLOSED'] as const)('answers refused when the refund ends %s', async (status) => {
    const harness = await setup();
    const placed = await paid(harness);
    await harness.gateway.refund(refundOf(placed));
    harness.fake.finishRefund(`R${placed.outTradeNo}`, status);
    const answer = await harness.gateway.queryRefund({
      outTradeNo: placed.outTradeNo,
      outRefundNo: `R${placed.outTradeNo}`,
    });
    expect(answer).toMatchObject({ state: 'refused', reason: expect.stringContaining(status) });
  });

  it('answers unknown for a refund never asked for', async () => {
    const harness = await setup();
    const placed = await paid(harness);
    expect(await harness.gateway.queryRefund({ outTradeNo: placed.outTradeNo, outRefundNo: 'R-never' })).toBe(
      'unknown',
    );
  });

  it('refuses to ask for more than the order or no money, without calling', async () => {
    const harness = await setup();
    const placed = await paid(harness);
    const before = harness.fake.calls.length;
    await expect(harness.gateway.refund(refundOf(placed, { refundFen: 8_889 }))).rejects.toThrow();
    await expect(harness.gateway.refund(refundOf(placed, { refundFen: 0 }))).rejects.toThrow();
    expect(harness.fake.calls.length).toBe(before);
  });

  it('throws PaymentGatewayError for a signed answer refunding another amount or another refund', async () => {
    const harness = await setup();
    const placed = await paid(harness);
    harness.fake.alterAnswers((body) => ({ ...body, amount: { refund: 1, total: 8_888, currency: 'CNY' } }));
    await expect(harness.gateway.refund(refundOf(placed))).rejects.toThrow(/a refund of 1 fen, not 8888/);
    harness.fake.alterAnswers((body) => ({ ...body, out_refund_no: 'R-someone-else' }));
    const ids = { outTradeNo: placed.outTradeNo, outRefundNo: `R${placed.outTradeNo}` };
    await expect(harness.gateway.queryRefund(ids)).rejects.toBeInstanceOf(PaymentGatewayError);
  });
});

describe('signatures, both ways', () => {
  it('is refused 401 SIGN_ERROR by the gateway when signed with a key that is not the merchant’s', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const harness = await setup({
      env: { WECHATPAY_PRIVATE_KEY: other.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() },
    });
    const attempt = harness.gateway.createQr(order(harness));
    await expect(attempt).rejects.toBeInstanceOf(PaymentGatewayError);
    await expect(attempt).rejects.toThrow(/401 SIGN_ERROR/);
    expect(harness.fake.refusals).toEqual(['SIGN_ERROR']);
    expect(harness.fake.orders.size).toBe(0);
  });

  it('is refused when it names another certificate serial or its clock is 6 minutes off', async () => {
    const wrongSerial = await setup({
      env: { WECHATPAY_MCH_SERIAL_NO: '00000000000000000000000000000000000000AA' },
    });
    await expect(wrongSerial.gateway.query('T2026112200000001')).rejects.toThrow(/SIGN_ERROR/);
    const slow = new ManualClock(new Date('2026-11-22T07:54:00.000Z'));
    const late = await setup({ gatewayClock: slow });
    await expect(late.gateway.query('T2026112200000001')).rejects.toThrow(/SIGN_ERROR/);
    expect([...wrongSerial.fake.refusals, ...late.fake.refusals]).toEqual(['SIGN_ERROR', 'SIGN_ERROR']);
  });

  const tamperings: AnswerTampering[] = ['other-key', 'unsigned', 'stale', 'unknown-serial', 'altered-body'];
  it.each(tamperings)('believes no answer whose platform signature fails (%s)', async (tampering) => {
    const harness = await setup();
    const placed = await created(harness);
    await harness.fake.pay(placed.outTradeNo, { notify: false });
    harness.fake.tamperAnswers(tampering);
    const calls = [
      harness.gateway.createQr(order(harness)),
      harness.gateway.query(placed.outTradeNo),
      harness.gateway.refund({
        outTradeNo: placed.outTradeNo,
        outRefundNo: 'R1',
        refundFen: 1,
        totalFen: 8_888,
        reason: 'x',
      }),
      harness.gateway.queryRefund({ outTradeNo: placed.outTradeNo, outRefundNo: 'R1' }),
      ...(tampering === 'altered-body' ? [] : [harness.gateway.close(placed.outTradeNo)]),
    ];
    for (const result of await Promise.allSettled(calls)) {
      expect(result.status).toBe('rejected');
      expect(result.status === 'rejected' && result.reason).toBeInstanceOf(PaymentGatewayError);
    }
    expect(harness.logText()).toContain('wechat pay answer failed verification');
  });

  it('verifies answers signed with a platform certificate, and asks for that key by its serial', async () => {
    const keys = wechatPayTestKeys();
    const harness = await setup({
      env: {
        WECHATPAY_PLATFORM_PUBLIC_KEY: '',
        WECHATPAY_PLATFORM_PUBLIC_KEY_ID: '',
        WECHATPAY_PLATFORM_CERTIFICATE: keys.certificate.pem,
      },
      signers: () => [{ serial: keys.certificate.serial, privateKey: keys.certificate.privateKey }],
    });
    const placed = await created(harness);
    expect(harness.fake.calls[0]?.headers['wechatpay-serial']).toBe(harness.keys.certificate.serial);
    expect(await harness.gateway.query(placed.outTradeNo)).toEqual({ state: 'pending' });
  });
});

describe('no answer', () => {
  it.each([500, 502, 503])('throws PaymentGatewayError on a %i', async (status) => {
    const harness = await setup();
    harness.fake.failNext(status);
    await expect(harness.gateway.query('T2026112200000001')).rejects.toThrow(
      new RegExp(`answered ${status} SYSTEM_ERROR`),
    );
  });

  it('throws PaymentGatewayError when the gateway cannot be reached', async () => {
    const harness = await setup();
    await harness.fake.close();
    harnesses.splice(harnesses.indexOf(harness), 1);
    const attempt = harness.gateway.createQr(order(harness));
    await expect(attempt).rejects.toBeInstanceOf(PaymentGatewayError);
    await expect(attempt).rejects.toThrow(/got no answer/);
  });

  it('throws PaymentGatewayError when the gateway does not answer in time', async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const harness = await setup({ fetch: hanging, timeoutMs: 20 });
    await expect(harness.gateway.query('T2026112200000001')).rejects.toThrow(/got no answer/);
  });
});
