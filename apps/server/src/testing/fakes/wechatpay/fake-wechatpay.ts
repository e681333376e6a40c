import { generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FakeOrder, type FakeRefund, type FakeStore, handleApi } from './fake-wechatpay-api';
import {
  merchantSignatureVerifies,
  parseAuthorization,
  platformSignatureHeaders,
} from './fake-wechatpay-crypto';
import {
  buildNotification,
  type DeliveryAnswer,
  type FakeNotification,
  type Forgery,
  postNotification,
  randomDigits,
} from './fake-wechatpay-notification';

export type { DeliveryAnswer, FakeNotification, Forgery } from './fake-wechatpay-notification';

/**
 * An in-process WeChat Pay API v3 for tests, behaving as the documented gateway: every request's
 * `WECHATPAY2-SHA256-RSA2048` Authorization is checked with the merchant's public key (401 SIGN_ERROR
 * otherwise), every answer carries `Wechatpay-*` headers signed with the fake's platform key, and a
 * payment is notified to the order's notify_url sealed with the APIv3 key. Knobs make it misbehave
 * the ways the real one can or a forger would.
 */

export interface PlatformSigner {
  /** A public key id `PUB_KEY_ID_...` or a platform certificate's serial. */
  serial: string;
  privateKey: KeyObject;
}

export interface FakeWechatPayOptions {
  mchId: string;
  appId: string;
  merchantSerialNo: string;
  merchantPublicKey: KeyObject;
  apiV3Key: string;
  /** The platform keys; an answer is signed with the one the request's Wechatpay-Serial names, else the first. */
  signers: readonly PlatformSigner[];
  /** The gateway's clock; it refuses a request signed more than 5 minutes away from it. */
  now: () => Date;
  /** How a notification reaches notify_url; by default an HTTP POST. */
  deliver?: (notification: FakeNotification) => Promise<DeliveryAnswer>;
}

/** What a tampered answer looks like to the merchant. */
export type AnswerTampering = 'other-key' | 'unsigned' | 'stale' | 'unknown-serial' | 'altered-body';

export interface ReceivedCall {
  method: string;
  path: string;
  body: unknown;
  headers: http.IncomingHttpHeaders;
}

export interface FakeWechatPay {
  baseUrl: string;
  orders: ReadonlyMap<string, FakeOrder>;
  refunds: ReadonlyMap<string, FakeRefund>;
  /** Requests whose signature verified, in order. */
  calls: ReceivedCall[];
  /** The error codes it answered for requests it did not accept (SIGN_ERROR...), in order. */
  refusals: string[];
  /**
   * The payer scans and pays: the order is SUCCESS and its notification goes to notify_url, whose
   * answer is returned; with `notify: false` the notification is lost (null), only a query tells.
   */
  pay(outTradeNo: string, options?: { notify?: boolean }): Promise<DeliveryAnswer | null>;
  /** The notification of the order's payment as the gateway sends it, or forged. */
  notification(outTradeNo: string, forgery?: Forgery): FakeNotification;
  /** Sends a notification to its URL: again, late, out of order. */
  send(notification: FakeNotification): Promise<DeliveryAnswer>;
  /** Answers from now on are tampered after signing (null: genuine again). */
  tamperAnswers(tampering: AnswerTampering | null): void;
  /** Answer bodies from now on are changed before signing: a gateway mixing answers up (null: not). */
  alterAnswers(alter: ((body: Record<string, unknown>) => Record<string, unknown>) | null): void;
  /** The next request gets this 5xx (SYSTEM_ERROR). */
  failNext(status: number): void;
  /** Refunds from now on: accepted (PROCESSING or SUCCESS at once) or refused for lack of funds. */
  refundBehaviour(behaviour: 'PROCESSING' | 'SUCCESS' | 'NOT_ENOUGH'): void;
  /** The bank finished a refund. */
  finishRefund(outRefundNo: string, status: 'SUCCESS' | 'ABNORMAL' | 'CLOSED'): void;
  close(): Promise<void>;
}

export async function startFakeWechatPay(options: FakeWechatPayOptions): Promise<FakeWechatPay> {
  const store: FakeStore = {
    mchId: options.mchId,
    appId: options.appId,
    now: options.now,
    orders: new Map(),
    refunds: new Map(),
    refundBehaviour: 'PROCESSING',
  };
  const calls: ReceivedCall[] = [];
  const refusals: string[] = [];
  const strangerKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  let tampering: AnswerTampering | null = null;
  let failing: number | null = null;
  let alter: ((body: Record<string, unknown>) => Record<string, unknown>) | null = null;

  function signerFor(requested: string | undefined): PlatformSigner {
    const signer = options.signers.find((s) => s.serial === requested) ?? options.signers[0];
    if (!signer) throw new Error('the fake needs a platform signer');
    return signer;
  }

  function answer(
    response: http.ServerResponse,
    requestedSerial: string | undefined,
    status: number,
    payload: object | null,
  ) {
    const altered = alter && payload ? alter({ ...payload }) : payload;
    let body = altered === null ? '' : JSON.stringify(altered);
    const now = Math.floor(options.now().getTime() / 1000);
    const signer = signerFor(requestedSerial);
    let headers: Record<string, string> = {};
    if (tampering === 'other-key')
      headers = platformSignatureHeaders({ ...signer, privateKey: strangerKey }, body, now);
    else if (tampering === 'stale') headers = platformSignatureHeaders(signer, body, now - 6 * 60);
    else if (tampering === 'unknown-serial')
      headers = platformSignatureHeaders(
        { ...signer, serial: 'PUB_KEY_ID_0000000000000000000000000000' },
        body,
        now,
      );
    else if (tampering !== 'unsigned') headers = platformSignatureHeaders(signer, body, now);
    if (tampering === 'altered-body' && body !== '') body = body.replace(/}$/, ',"x":1}');
    response.writeHead(status, {
      ...headers,
      'Request-ID': randomBytes(16).toString('hex'),
      ...(body === '' ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
    });
    response.end(body);
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const requestedSerial = request.headers['wechatpay-serial'] as string | undefined;
      const refuse = (status: number, code: string, message: string) => {
        refusals.push(code);
        answer(response, requestedSerial, status, { code, message });
      };
      if (failing !== null) {
        const status = failing;
        failing = null;
        return refuse(status, 'SYSTEM_ERROR', '系统异常，请稍后重试');
      }
      const url = request.url ?? '/';
      const auth = parseAuthorization(request.headers.authorization);
      const method = request.method ?? 'GET';
      const skew = auth ? Math.abs(options.now().getTime() / 1000 - Number(auth.timestamp)) : 0;
      if (
        !auth ||
        auth.mchid !== options.mchId ||
        auth.serialNo !== options.merchantSerialNo ||
        !(skew <= 300) ||
        !merchantSignatureVerifies(options.merchantPublicKey, { method, url, body: rawBody }, auth)
      )
        return refuse(401, 'SIGN_ERROR', '签名错误，请检查后再试');
      let body: unknown = null;
      if (rawBody !== '') {
        try {
          body = JSON.parse(rawBody);
        } catch {
          return refuse(400, 'PARAM_ERROR', '请求体不是合法的JSON');
        }
      }
      const path = new URL(url, 'http://fake').pathname;
      calls.push({ method, path, body, headers: request.headers });
      const result = handleApi(store, { method, url: new URL(url, 'http://fake'), body });
      if (result.status >= 400) refusals.push(String(Reflect.get(result.body ?? {}, 'code')));
      answer(response, requestedSerial, result.status, result.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function notification(outTradeNo: string, forgery: Forgery = {}): FakeNotification {
    const order = store.orders.get(outTradeNo);
    const url = order?.notifyUrl ?? [...store.orders.values()].at(-1)?.notifyUrl;
    if (!url) throw new Error('the fake knows no notify_url yet: create an order first');
    const [signer] = options.signers;
    if (!signer) throw new Error('the fake needs a platform signer');
    return buildNotification({ ...options, signer, strangerKey, url, outTradeNo, order }, forgery);
  }

  const send = options.deliver ?? postNotification;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    orders: store.orders,
    refunds: store.refunds,
    calls,
    refusals,
    async pay(outTradeNo, { notify = true } = {}) {
      const order = store.orders.get(outTradeNo);
      if (!order) throw new Error(`the fake has no order ${outTradeNo}`);
      if (order.tradeState !== 'NOTPAY' || order.timeExpire <= options.now())
        throw new Error(`order ${outTradeNo} cannot be paid: ${order.tradeState}`);
      order.tradeState = 'SUCCESS';
      order.transactionId = `4200${randomDigits(24)}`;
      order.successTime = new Date(Math.floor(options.now().getTime() / 1000) * 1000);
      order.payerOpenid = `oUpF8${randomBytes(12).toString('hex')}`;
      return notify ? send(notification(outTradeNo)) : null;
    },
    notification,
    send,
    tamperAnswers: (next) => {
      tampering = next;
    },
    alterAnswers: (next) => {
      alter = next;
    },
    failNext: (status) => {
      failing = status;
    },
    refundBehaviour: (behaviour) => {
      store.refundBehaviour = behaviour;
    },
    finishRefund: (outRefundNo, status) => {
      const refund = store.refunds.get(outRefundNo);
      if (!refund) throw new Error(`the fake has no refund ${outRefundNo}`);
      refund.status = status;
      if (status === 'SUCCESS') refund.successTime = options.now();
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
