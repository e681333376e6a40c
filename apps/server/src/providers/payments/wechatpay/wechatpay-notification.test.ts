import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { addMs, MINUTE_MS, SECOND_MS } from '../../../core/clock';
import type { Forgery } from '../../../testing/fakes/wechatpay/fake-wechatpay';
import { wechatPayTestKeys } from '../../../testing/fakes/wechatpay/wechatpay-keys';
import {
  startWechatPayHarness,
  type WechatPayHarness,
  type WechatPayHarnessOptions,
} from '../../../testing/wechatpay';
import { ForgedNotificationError, type PaymentOrder } from '../payment-provider';

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

async function placed(harness: WechatPayHarness, amountFen = 8_888): Promise<PaymentOrder> {
  orderCount += 1;
  const order: PaymentOrder = {
    outTradeNo: `T20261122N${String(orderCount).padStart(7, '0')}`,
    amountFen,
    channel: 'wechat',
    description: 'GPU Cloud balance top-up',
    expiresAt: addMs(harness.clock.now(), 5 * MINUTE_MS),
  };
  await harness.gateway.createQr(order);
  return order;
}

const REFUSED = { statusCode: 400, body: expect.stringMatching(/^\{"code":"FAIL","message":".+"\}$/) };
const ACCEPTED = { statusCode: 204, body: '' };

describe('a genuine payment notification', () => {
  it('verifies, decrypts and reads the payment; the answer is 204 with no body', async () => {
    const harness = await setup();
    const order = await placed(harness);
    harness.clock.advance(30 * SECOND_MS);
    expect(await harness.fake.pay(order.outTradeNo)).toEqual(ACCEPTED);
    expect(harness.received).toEqual([
      {
        outTradeNo: order.outTradeNo,
        transactionId: harness.fake.orders.get(order.outTradeNo)?.transactionId,
        amountFen: 8_888,
        paidAt: new Date('2026-11-22T08:00:30.000Z'),
      },
    ]);
  });

  it('is read each time it is repeated, late (within 5 minutes) or out of order: settling once is the service’s job', async () => {
    const harness = await setup();
    const first = await placed(harness, 100);
    const second = await placed(harness, 200);
    await harness.fake.pay(first.outTradeNo, { notify: false });
    await harness.fake.pay(second.outTradeNo, { notify: false });
    const firstNotice = harness.fake.notification(first.outTradeNo);
    const secondNotice = harness.fake.notification(second.outTradeNo);
    expect(await harness.fake.send(secondNotice)).toEqual(ACCEPTED);
    harness.clock.advance(4 * MINUTE_MS);
    expect(await harness.fake.send(firstNotice)).toEqual(ACCEPTED);
    expect(await harness.fake.send(firstNotice)).toEqual(ACCEPTED);
    expect(harness.received.map((payment) => [payment.outTradeNo, payment.amountFen])).toEqual([
      [second.outTradeNo, 200],
      [first.outTradeNo, 100],
      [first.outTradeNo, 100],
    ]);
  });

  it('answers the amount WeChat Pay reports, for the settling service to compare with the order', async () => {
    const harness = await setup();
    const order = await placed(harness, 8_888);
    await harness.fake.send(harness.fake.notification(order.outTradeNo, { transaction: { total: 1 } }));
    expect(harness.received).toMatchObject([{ outTradeNo: order.outTradeNo, amountFen: 1 }]);
  });

  it.each([
    ['a refund event', { eventType: 'REFUND.SUCCESS' }],
    ['a trade not paid', { transaction: { trade_state: 'NOTPAY' } }],
    ['a closed trade', { transaction: { trade_state: 'CLOSED' } }],
  ])('reports no payment (null) for %s, and is accepted', async (_what, forgery: Forgery) => {
    const harness = await setup();
    const order = await placed(harness);
    const incoming = harness.fake.notification(order.outTradeNo, forgery);
    expect(await harness.fake.send(incoming)).toEqual(ACCEPTED);
    expect(harness.received).toEqual([]);
  });

  it('is accepted signed with the platform certificate when both keys are configured', async () => {
    const harness = await setup({
      env: { WECHATPAY_PLATFORM_CERTIFICATE: wechatPayTestKeys().certificate.pem },
      signers: (keys) => [
        { serial: keys.certificate.serial, privateKey: keys.certificate.privateKey },
        { serial: keys.platform.id, privateKey: keys.platform.privateKey },
      ],
    });
    const order = await placed(harness);
    // Our requests ask for the public key, so answers come signed with it; notifications with the certificate.
    expect(harness.fake.calls[0]?.headers['wechatpay-serial']).toBe(harness.keys.platform.id);
    const incoming = harness.fake.notification(order.outTradeNo);
    expect(incoming.headers['Wechatpay-Serial']).toBe(harness.keys.certificate.serial);
    expect(await harness.fake.send(incoming)).toEqual(ACCEPTED);
    expect(harness.received).toHaveLength(1);
  });
});

describe('a forged or mismatched notification', () => {
  const forgeries: [string, Forgery | ((harness: WechatPayHarness) => Forgery), RegExp][] = [
    ['signed with a key that is not the platform’s', { signature: 'other-key' }, /signature does not verify/],
    [
      'carrying the WECHATPAY/SIGNTEST/ probe signature',
      { signature: 'signtest' },
      /signature does not verify/,
    ],
    [
      'changed after signing',
      { alterBody: (body) => body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') },
      /does not verify/,
    ],
    [
      'naming a serial we do not hold',
      { serial: 'PUB_KEY_ID_0119999999999999999999999999' },
      /unknown platform serial/,
    ],
    [
      'signed 5 minutes and 1 second ago',
      (h) => ({ signedAt: addMs(h.clock.now(), -(5 * MINUTE_MS + SECOND_MS)) }),
      /more than 5 minutes/,
    ],
    [
      'signed 5 minutes and 1 second ahead',
      (h) => ({ signedAt: addMs(h.clock.now(), 5 * MINUTE_MS + SECOND_MS) }),
      /more than 5 minutes/,
    ],
    ['sealed with another APIv3 key', { apiV3Key: randomBytes(16).toString('hex') }, /does not decrypt/],
    ['for another merchant', { transaction: { mchid: '1900000001' } }, /another merchant/],
    ['for another app', { transaction: { appid: 'wx0000000000000000' } }, /another app/],
    ['in another currency', { transaction: { currency: 'USD' } }, /not an amount in CNY/],
  ];

  it.each(forgeries)(
    'is refused when %s: ForgedNotificationError, answer 400 FAIL',
    async (_what, make, reason) => {
      const harness = await setup();
      const order = await placed(harness);
      await harness.fake.pay(order.outTradeNo, { notify: false });
      const forgery = typeof make === 'function' ? make(harness) : make;
      const incoming = harness.fake.notification(order.outTradeNo, forgery);
      const answer = await harness.fake.send(incoming);
      expect(answer).toEqual(REFUSED);
      expect(JSON.parse(answer.body).message).toMatch(reason);
      expect(harness.received).toEqual([]);
    },
  );

  it('is refused without its signature headers, or with a body that is not a notification', async () => {
    const harness = await setup();
    const order = await placed(harness);
    const genuine = harness.fake.notification(order.outTradeNo);
    for (const header of [
      'Wechatpay-Serial',
      'Wechatpay-Signature',
      'Wechatpay-Timestamp',
      'Wechatpay-Nonce',
    ]) {
      const headers = { ...genuine.headers };
      delete headers[header];
      expect(await harness.fake.send({ ...genuine, headers })).toEqual(REFUSED);
    }
    const verify = harness.gateway.verifyNotification({ headers: {}, body: {}, rawBody: '{}' });
    await expect(verify).rejects.toBeInstanceOf(ForgedNotificationError);
    expect(harness.received).toEqual([]);
  });

  it('accepts a signature exactly 5 minutes old or ahead, and refuses a replay once 5 minutes have passed', async () => {
    const harness = await setup();
    const order = await placed(harness);
    await harness.fake.pay(order.outTradeNo, { notify: false });
    const now = harness.clock.now();
    for (const signedAt of [addMs(now, -5 * MINUTE_MS), addMs(now, 5 * MINUTE_MS)])
      expect(await harness.fake.send(harness.fake.notification(order.outTradeNo, { signedAt }))).toEqual(
        ACCEPTED,
      );
    const captured = harness.fake.notification(order.outTradeNo);
    harness.clock.advance(5 * MINUTE_MS + SECOND_MS);
    expect(await harness.fake.send(captured)).toEqual(REFUSED);
    expect(harness.received).toHaveLength(2);
  });
});

describe('what reaches the log', () => {
  it('holds no key, no Authorization, no signature and no payer openid', async () => {
    const harness = await setup();
    const order = await placed(harness);
    await harness.fake.pay(order.outTradeNo);
    const forged = harness.fake.notification(order.outTradeNo, { signature: 'other-key' });
    await harness.fake.send(forged);
    harness.fake.tamperAnswers('other-key');
    await expect(harness.gateway.query(order.outTradeNo)).rejects.toThrow();
    harness.fake.tamperAnswers(null);
    harness.fake.failNext(503);
    await expect(harness.gateway.query(order.outTradeNo)).rejects.toThrow();
    await harness.gateway.refund({
      outTradeNo: 'T2026112299999996',
      outRefundNo: 'R-missing',
      refundFen: 1,
      totalFen: 1,
      reason: 'x',
    });

    const log = harness.logText();
    expect(log).toContain('wechat pay answer failed verification');
    expect(log).toContain('RESOURCE_NOT_EXISTS');
    const secrets = [
      harness.keys.apiV3Key,
      harness.keys.merchant.privatePem.split('\n')[1] ?? 'unreachable',
      'WECHATPAY2-SHA256-RSA2048',
      'signature=',
      forged.headers['Wechatpay-Signature'] ?? 'unreachable',
      harness.fake.orders.get(order.outTradeNo)?.payerOpenid ?? 'unreachable',
    ];
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
