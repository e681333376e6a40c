import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { addMs, HOUR_MS, MINUTE_MS } from '../../../core/clock';
import { newOrderNo } from '../../../core/order-numbers';
import {
  startAlipayUnderTest,
  startTestFakeAlipay,
  TEST_APP_ID,
  TEST_SELLER_ID,
  testAlipayConfig,
} from '../../../testing/alipay';
import { captureLog } from '../../../testing/captured-log';
import type { FakeAlipay, NotificationFields } from '../../../testing/fakes/alipay/fake-alipay';
import { ManualClock } from '../../../testing/manual-clock';
import { ForgedNotificationError, type GatewayPayment, PaymentGatewayError } from '../payment-provider';
import { createAlipayGateway } from './alipay-gateway';

const NOTIFY_URL = 'https://console.example.com/api/payment/notify/alipay';
const fakes: FakeAlipay[] = [];

afterEach(async () => {
  for (const fake of fakes.splice(0)) await fake.close();
});

/**
 * The adapter against the fake gateway, with the fake's notifications received as our notify route
 * receives them: the form parsed into fields, verified, and answered with the adapter's answer.
 */
async function setup() {
  const clock = new ManualClock();
  const received: { url: string; payment: GatewayPayment | null }[] = [];
  const rejected: string[] = [];
  const fake = await startTestFakeAlipay({
    now: () => clock.now(),
    post: async (url, form) => {
      try {
        const body = Object.fromEntries(new URLSearchParams(form));
        const payment = await gateway.verifyNotification({ headers: {}, body, rawBody: form });
        received.push({ url, payment });
        return gateway.notificationAnswer({ accepted: true }).body;
      } catch (error) {
        if (!(error instanceof ForgedNotificationError)) throw error;
        rejected.push(error.message);
        return gateway.notificationAnswer({ accepted: false, reason: error.message }).body;
      }
    },
  });
  fakes.push(fake);
  const gateway = createAlipayGateway(testAlipayConfig(fake.gateway), {
    notifyUrl: NOTIFY_URL,
    clock,
    log: captureLog().log,
  });
  const precreated = async (description = 'GPU Cloud balance top-up 19.99', amountFen = 1999) => {
    const outTradeNo = newOrderNo('T', clock.now());
    const expiresAt = addMs(clock.now(), 5 * MINUTE_MS);
    await gateway.createQr({ outTradeNo, amountFen, channel: 'alipay', description, expiresAt });
    return outTradeNo;
  };
  const verify = (body: unknown) => gateway.verifyNotification({ headers: {}, body, rawBody: '' });
  return { clock, fake, gateway, received, rejected, precreated, verify };
}

describe('alipay payment notification', () => {
  it('is POSTed to notify_url when the buyer pays, read as the payment, and answered success', async () => {
    const { clock, fake, received, precreated } = await setup();
    const outTradeNo = await precreated();
    clock.advance(42_000);
    expect(await fake.pay(outTradeNo)).toBe('success');
    expect(received).toEqual([
      {
        url: NOTIFY_URL,
        payment: {
          outTradeNo,
          transactionId: fake.trade(outTradeNo)?.tradeNo,
          amountFen: 1999,
          paidAt: new Date('2026-11-22T08:00:42.000Z'),
        },
      },
    ]);
    const [sent] = fake.notifications(outTradeNo);
    expect(sent).toMatchObject({
      app_id: TEST_APP_ID,
      seller_id: TEST_SELLER_ID,
      trade_status: 'TRADE_SUCCESS',
    });
    expect(sent?.gmt_payment).toBe('2026-11-22 16:00:42');
  });

  it('verifies a subject with %, +, & and Chinese, decoded once by the form parser', async () => {
    const { fake, received, precreated } = await setup();
    const outTradeNo = await precreated('GPU 算力充值 100% + 赠送 & more=yes');
    expect(await fake.pay(outTradeNo)).toBe('success');
    expect(received[0]?.payment?.outTradeNo).toBe(outTradeNo);
  });

  it('reads each repeat of a notification as the same payment (settling it is idempotent)', async () => {
    const { fake, received, precreated } = await setup();
    const outTradeNo = await precreated();
    await fake.pay(outTradeNo);
    const [sent] = fake.notifications(outTradeNo) as [NotificationFields];
    for (let repeat = 0; repeat < 3; repeat += 1) expect(await fake.deliver(sent)).toBe('success');
    expect(received).toHaveLength(4);
    expect(new Set(received.map((entry) => JSON.stringify(entry.payment))).size).toBe(1);
  });

  it('takes a notification that arrives late (Alipay retries for 25 hours)', async () => {
    const { clock, fake, received, precreated } = await setup();
    const outTradeNo = await precreated();
    expect(await fake.pay(outTradeNo, { lose: true })).toBeNull();
    expect(received).toEqual([]);
    clock.advance(25 * HOUR_MS);
    const [late] = fake.notifications(outTradeNo) as [NotificationFields];
    expect(await fake.deliver(late)).toBe('success');
    expect(received[0]?.payment).toMatchObject({ outTradeNo, paidAt: new Date('2026-11-22T08:00:00.000Z') });
  });

  it('takes notifications out of order: TRADE_FINISHED before TRADE_SUCCESS both read as the payment', async () => {
    const { clock, fake, received, precreated } = await setup();
    const outTradeNo = await precreated();
    await fake.pay(outTradeNo, { lose: true });
    clock.advance(HOUR_MS);
    fake.finish(outTradeNo);
    const [success, finished] = fake.notifications(outTradeNo) as [NotificationFields, NotificationFields];
    expect(finished.trade_status).toBe('TRADE_FINISHED');
    expect(await fake.deliver(finished)).toBe('success');
    expect(await fake.deliver(success)).toBe('success');
    expect(received).toHaveLength(2);
    expect(received[0]?.payment).toMatchObject({ outTradeNo, amountFen: 1999 });
    expect(received[1]?.payment).toEqual(received[0]?.payment);
  });

  it('reads a genuine notification of no payment (waiting, closed) as null, answered success', async () => {
    const { fake, gateway, received, precreated } = await setup();
    const outTradeNo = await precreated();
    fake.scan(outTradeNo);
    expect(await fake.deliver(fake.notification(outTradeNo))).toBe('success');
    await gateway.close(outTradeNo);
    const closed = fake.notification(outTradeNo);
    expect(closed.trade_status).toBe('TRADE_CLOSED');
    expect(await fake.deliver(closed)).toBe('success');
    expect(received.map((entry) => entry.payment)).toEqual([null, null]);
  });

  it('reads the notification of a partial refund as the original payment, and of a full one as null', async () => {
    const { fake, gateway, received, precreated } = await setup();
    const outTradeNo = await precreated();
    await fake.pay(outTradeNo, { lose: true });
    await gateway.refund({ outTradeNo, outRefundNo: 'R1', refundFen: 999, totalFen: 1999, reason: 'x' });
    await gateway.refund({ outTradeNo, outRefundNo: 'R2', refundFen: 1000, totalFen: 1999, reason: 'x' });
    const [, partial, full] = fake.notifications(outTradeNo) as NotificationFields[];
    expect(partial).toMatchObject({ trade_status: 'TRADE_SUCCESS', refund_fee: '9.99' });
    expect(full).toMatchObject({ trade_status: 'TRADE_CLOSED', refund_fee: '19.99' });
    await fake.deliver(partial as NotificationFields);
    await fake.deliver(full as NotificationFields);
    expect(received.map((entry) => entry.payment)).toEqual([
      expect.objectContaining({ outTradeNo, amountFen: 1999 }),
      null,
    ]);
  });

  it('reads a genuine notification of another amount as that amount: the order check refuses it', async () => {
    const { fake, verify, precreated } = await setup();
    const outTradeNo = await precreated();
    await fake.pay(outTradeNo, { lose: true });
    const payment = await verify(fake.notification(outTradeNo, { fields: { total_amount: '0.01' } }));
    expect(payment).toMatchObject({ outTradeNo, amountFen: 1 });
  });

  it('throws PaymentGatewayError (not forged: asked again later) for a genuine payment it cannot read', async () => {
    const { fake, verify, precreated } = await setup();
    const outTradeNo = await precreated();
    await fake.pay(outTradeNo, { lose: true });
    const unreadable = fake.notification(outTradeNo, { fields: { total_amount: '19.999' } });
    await expect(verify(unreadable)).rejects.toBeInstanceOf(PaymentGatewayError);
  });

  it('answers success to a taken notification, failure to a refused one, as text Alipay reads', async () => {
    const { gateway } = await setup();
    expect(gateway.notificationAnswer({ accepted: true })).toEqual({
      statusCode: 200,
      contentType: 'text/plain',
      body: 'success',
    });
    expect(gateway.notificationAnswer({ accepted: false, reason: 'bad signature' })).toEqual({
      statusCode: 200,
      contentType: 'text/plain',
      body: 'failure',
    });
  });
});

describe('alipay notification over HTTP', () => {
  it('arrives as a UTF-8 form POST; the fields parsed from its bytes verify, a tampered one does not', async () => {
    const context = await startAlipayUnderTest();
    fakes.push(context.fake);
    const { fake, gateway, precreated } = context;
    const seen: { contentType: string | undefined; body: string }[] = [];
    // Our notify endpoint, in miniature: read the form, verify it, answer what the adapter says.
    const endpoint = http.createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        body += chunk;
      });
      request.on('end', async () => {
        seen.push({ contentType: request.headers['content-type'], body });
        const fields = Object.fromEntries(new URLSearchParams(body));
        const accepted = await gateway
          .verifyNotification({ headers: request.headers, body: fields, rawBody: body })
          .then(
            () => true,
            () => false,
          );
        const answer = gateway.notificationAnswer(accepted ? { accepted } : { accepted, reason: 'rejected' });
        response.writeHead(answer.statusCode, { 'content-type': answer.contentType }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/api/payment/notify/alipay`;
    try {
      const order = await precreated({ description: 'GPU 算力 100% + 赠送 & more' });
      await fake.pay(order.outTradeNo, { lose: true });
      const [genuine] = fake.notifications(order.outTradeNo) as [NotificationFields];
      expect(await fake.deliver(genuine, url)).toBe('success');
      expect(await fake.deliver({ ...genuine, total_amount: '0.01' }, url)).toBe('failure');
      expect(seen[0]?.contentType).toBe('application/x-www-form-urlencoded; charset=utf-8');
      expect(seen[0]?.body).toContain('subject=GPU+%E7%AE%97%E5%8A%9B+100%25+%2B');
    } finally {
      endpoint.closeAllConnections();
      await new Promise((resolve) => endpoint.close(resolve));
    }
  });
});

describe('alipay notifications that are forged or not ours', () => {
  const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const cases: [string, (fake: FakeAlipay, outTradeNo: string) => unknown, string][] = [
    [
      'an amount changed after signing',
      (f, no) => f.notification(no, { tamper: { total_amount: '0.01' } }),
      'bad signature',
    ],
    [
      'another order number changed in',
      (f, no) => f.notification(no, { tamper: { out_trade_no: `${no}X` } }),
      'bad signature',
    ],
    [
      'a status changed in',
      (f, no) => f.notification(no, { tamper: { trade_status: 'TRADE_FINISHED' } }),
      'bad signature',
    ],
    [
      'a field added after signing',
      (f, no) => f.notification(no, { tamper: { passback_params: 'x' } }),
      'bad signature',
    ],
    ['a signature by another key', (f, no) => f.notification(no, { signWith: forger }), 'bad signature'],
    ['no signature', (f, no) => f.notification(no, { tamper: { sign: '' } }), 'bad signature'],
    [
      'a signature that is not base64 RSA',
      (f, no) => f.notification(no, { tamper: { sign: 'not-a-signature' } }),
      'bad signature',
    ],
    [
      'sign_type RSA (SHA-1)',
      (f, no) => f.notification(no, { tamper: { sign_type: 'RSA' } }),
      'sign_type is not RSA2',
    ],
    [
      'another app, genuinely signed',
      (f, no) => f.notification(no, { fields: { app_id: '2021000000000001' } }),
      'app_id is not ours',
    ],
    [
      'another merchant, genuinely signed',
      (f, no) => f.notification(no, { fields: { seller_id: '2088000000000001' } }),
      'seller_id is not ours',
    ],
    [
      'no seller at all, genuinely signed',
      (f, no) => f.notification(no, { fields: { seller_id: '' } }),
      'seller_id is not ours',
    ],
    ['a JSON body', () => ['not', 'a', 'form'], 'not an Alipay notification form'],
    [
      'a repeated field',
      (f, no) => ({ ...f.notification(no), total_amount: ['19.99', '0.01'] }),
      'not an Alipay notification form',
    ],
  ];

  it.each(cases)('rejects %s as forged, answered failure', async (_, build, reason) => {
    const { fake, gateway, precreated } = await setup();
    const outTradeNo = await precreated();
    await fake.pay(outTradeNo, { lose: true });
    const body = build(fake, outTradeNo);
    const verified = gateway.verifyNotification({ headers: {}, body, rawBody: '' });
    await expect(verified).rejects.toThrow(new ForgedNotificationError(reason));
  });

  it('answers failure over HTTP to a forged notification, so Alipay never reads success', async () => {
    const { fake, rejected, received, precreated } = await setup();
    const outTradeNo = await precreated();
    await fake.pay(outTradeNo, { lose: true });
    expect(await fake.deliver(fake.notification(outTradeNo, { tamper: { total_amount: '0.01' } }))).toBe(
      'failure',
    );
    expect(
      await fake.deliver(fake.notification(outTradeNo, { fields: { seller_id: '2088000000000001' } })),
    ).toBe('failure');
    expect(rejected).toEqual([
      'payment notification rejected: bad signature',
      'payment notification rejected: seller_id is not ours',
    ]);
    expect(received).toEqual([]);
  });
});
