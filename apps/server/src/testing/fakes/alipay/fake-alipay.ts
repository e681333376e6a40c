import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type NotificationFields,
  refundFields,
  signNotification,
  statusFields,
} from './fake-alipay-notifications';
import { answerText, requestSignedText, rsa2Verifies } from './fake-alipay-signature';
import { type FakeTrade, FakeTrades, type MethodResult } from './fake-alipay-trades';

export type { NotificationFields } from './fake-alipay-notifications';

/**
 * An in-process Alipay classic gateway (`gateway.do`) for tests. It checks every request as Alipay
 * does (app_id, RSA2 signature over the sorted parameters with the app's public key, charset,
 * version, timestamp) and answers the face-to-face methods on trades it keeps, each answer signed
 * with its own Alipay private key as `{"<method>_response": {...}, "sign": "..."}`. `pay` plays the
 * buyer and POSTs the signed notification to notify_url as Alipay does; knobs make answers and
 * notifications go wrong in the ways the real one can.
 */

export type FakeMethod =
  | 'alipay.trade.precreate'
  | 'alipay.trade.query'
  | 'alipay.trade.close'
  | 'alipay.trade.refund'
  | 'alipay.trade.fastpay.refund.query';

/** How the next answer to a method goes wrong (after the method did its work, where it does any). */
export type AnswerFault =
  | { kind: 'refuse'; code?: string; msg?: string; subCode: string; subMsg: string }
  | { kind: 'unsigned' }
  /** Signed with a key that is not Alipay's. */
  | { kind: 'forged' }
  /** Signed, then one value changed in the text. */
  | { kind: 'tampered'; from: string; to: string }
  | { kind: 'garbage' }
  | { kind: 'http'; status: number }
  /** The connection is dropped without an answer. */
  | { kind: 'hang-up' };

/** A request the fake accepted (signature and all). */
export interface ReceivedCall {
  method: FakeMethod;
  /** The common parameters, `sign` included, as sent (URL and form together). */
  params: Record<string, string>;
  biz: Record<string, unknown>;
}

export interface FakeAlipayOptions {
  appId: string;
  sellerId: string;
  /** The app's public key, registered with Alipay: our requests must verify with it. */
  appPublicKey: KeyObject;
  /** Alipay's own key: signs answers and notifications. */
  alipayPrivateKey: KeyObject;
  now?: () => Date;
  /** How a notification reaches notify_url (the form body), answering the text read back; default fetch. */
  post?: (url: string, form: string) => Promise<string>;
}

export interface FakeAlipay {
  /** `http://127.0.0.1:<port>/gateway.do`: ALIPAY_GATEWAY for the adapter under test. */
  gateway: string;
  calls: ReceivedCall[];
  /** The sub_codes of requests the fake refused itself (isv.invalid-signature...), in order. */
  refusals: string[];
  trade(outTradeNo: string): FakeTrade | undefined;
  /** Queues a fault for the next answer to that method (each is used once, in order). */
  failNext(method: FakeMethod, fault: AnswerFault): void;
  /** A buyer scans the QR code: the trade exists from now on, waiting for payment. */
  scan(outTradeNo: string): void;
  /**
   * The buyer pays (scanning first if need be) and Alipay notifies: answers the text notify_url
   * gave back, or null when `lose` keeps the notification from being sent (only a query shows it).
   */
  pay(outTradeNo: string, options?: { lose?: boolean }): Promise<string | null>;
  /** The refund period ends: TRADE_SUCCESS becomes TRADE_FINISHED (notification kept, not sent). */
  finish(outTradeNo: string): void;
  /** Every notification the trade's changes produced, sent or not, oldest first. */
  notifications(outTradeNo: string): NotificationFields[];
  /**
   * A notification of the trade's status now, signed by Alipay. `fields` change it before signing
   * (a genuine notification that is not ours, or of another amount); `tamper` after (a bad signature);
   * `signWith` signs with another key (a forger's).
   */
  notification(
    outTradeNo: string,
    options?: { fields?: NotificationFields; tamper?: NotificationFields; signWith?: KeyObject },
  ): NotificationFields;
  /** POSTs a notification to the trade's notify_url (or `url`) and answers the text read back. */
  deliver(fields: NotificationFields, url?: string): Promise<string>;
  close(): Promise<void>;
}

const COMMON = ['app_id', 'method', 'charset', 'sign_type', 'sign', 'timestamp', 'version'] as const;
const METHODS = new Set<string>([
  'alipay.trade.precreate',
  'alipay.trade.query',
  'alipay.trade.close',
  'alipay.trade.refund',
  'alipay.trade.fastpay.refund.query',
]);
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export async function startFakeAlipay(options: FakeAlipayOptions): Promise<FakeAlipay> {
  const now = options.now ?? (() => new Date());
  const trades = new FakeTrades(now);
  const calls: ReceivedCall[] = [];
  const refusals: string[] = [];
  const faults = new Map<string, AnswerFault[]>();
  const produced = new Map<string, NotificationFields[]>();
  const forgerKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const post = options.post ?? postForm;
  const merchant = { appId: options.appId, sellerId: options.sellerId };

  function run(
    method: FakeMethod,
    params: Record<string, string>,
    biz: Record<string, unknown>,
  ): MethodResult {
    switch (method) {
      case 'alipay.trade.precreate':
        return trades.precreate(biz, params.notify_url ?? null);
      case 'alipay.trade.query':
        return trades.query(biz);
      case 'alipay.trade.close':
        return trades.close(biz);
      case 'alipay.trade.refund': {
        const before = trades.get(String(biz.out_trade_no))?.refundedFen;
        const result = trades.refund(biz);
        const trade = trades.get(String(biz.out_trade_no));
        if (result.ok && trade && trade.refundedFen !== before)
          record(trade, refundFields(merchant, trade, biz, now()));
        return result;
      }
      case 'alipay.trade.fastpay.refund.query': {
        const wanted = Array.isArray(biz.query_options) && biz.query_options.includes('gmt_refund_pay');
        return trades.refundQuery(biz, wanted);
      }
    }
  }

  function answer(request: http.IncomingMessage, raw: string): { status: number; text: string } | null {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method !== 'POST' || url.pathname !== '/gateway.do')
      return { status: 404, text: 'Not Found' };
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    for (const [name, value] of new URLSearchParams(raw)) params[name] = value;
    const method = params.method ?? '';
    const key = `${METHODS.has(method) ? method.replaceAll('.', '_') : 'error'}_response`;
    const refuse = (code: string, msg: string, subCode: string, subMsg: string, signed = true) => {
      refusals.push(subCode);
      const response = { code, msg, sub_code: subCode, sub_msg: subMsg };
      return { status: 200, text: answerText(key, response, signed ? options.alipayPrivateKey : null) };
    };

    const missing = COMMON.find((name) => !params[name]);
    if (missing)
      return refuse(
        '40001',
        'Missing Required Arguments',
        `isv.missing-${missing.replace('_', '-')}`,
        `缺少${missing}参数`,
        false,
      );
    // Alipay cannot know whose key would sign for an app it does not know: that answer is unsigned.
    if (params.app_id !== options.appId)
      return refuse('40002', 'Invalid Arguments', 'isv.invalid-app-id', '无效的AppID参数', false);
    if (!METHODS.has(method))
      return refuse('40002', 'Invalid Arguments', 'isv.invalid-method', '不存在的方法名');
    if (params.sign_type !== 'RSA2')
      return refuse('40002', 'Invalid Arguments', 'isv.invalid-signature-type', '无效的签名类型');
    if (params.charset?.toLowerCase() !== 'utf-8')
      return refuse('40002', 'Invalid Arguments', 'isv.invalid-charset', '字符集错误');
    if (params.version !== '1.0')
      return refuse('40002', 'Invalid Arguments', 'isv.invalid-version', '版本号错误');
    if (!TIMESTAMP.test(params.timestamp ?? ''))
      return refuse('40002', 'Invalid Arguments', 'isv.invalid-timestamp', '非法的时间戳参数');
    if (!rsa2Verifies(requestSignedText(params), params.sign ?? '', options.appPublicKey))
      return refuse(
        '40002',
        'Invalid Arguments',
        'isv.invalid-signature',
        `验签出错, 验签字符串为: ${requestSignedText(params)}`,
      );
    let biz: Record<string, unknown>;
    try {
      biz = JSON.parse(params.biz_content ?? '') as Record<string, unknown>;
    } catch {
      return refuse('40002', 'Invalid Arguments', 'isv.invalid-biz-content', 'biz_content 不是 JSON');
    }
    calls.push({ method: method as FakeMethod, params, biz });

    const fault = faults.get(method)?.shift();
    // A refusal is instead of the work; every other fault spoils the answer of work done.
    const result: MethodResult =
      fault?.kind === 'refuse'
        ? {
            ok: false,
            code: fault.code ?? '40004',
            msg: fault.msg ?? 'Business Failed',
            subCode: fault.subCode,
            subMsg: fault.subMsg,
          }
        : run(method as FakeMethod, params, biz);
    const response: Record<string, string> = result.ok
      ? { code: '10000', msg: 'Success', ...result.response }
      : { code: result.code, msg: result.msg, sub_code: result.subCode, sub_msg: result.subMsg };
    if (fault?.kind === 'hang-up') return null;
    if (fault?.kind === 'http') return { status: fault.status, text: '<html>502 Bad Gateway</html>' };
    if (fault?.kind === 'garbage') return { status: 200, text: '<html>系统繁忙</html>' };
    if (fault?.kind === 'unsigned') return { status: 200, text: answerText(key, response, null) };
    if (fault?.kind === 'forged') return { status: 200, text: answerText(key, response, forgerKey) };
    const text = answerText(key, response, options.alipayPrivateKey);
    if (fault?.kind === 'tampered') return { status: 200, text: text.replace(fault.from, fault.to) };
    return { status: 200, text };
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const result = answer(request, Buffer.concat(chunks).toString('utf8'));
      if (!result) {
        request.socket.destroy();
        return;
      }
      response.writeHead(result.status, { 'content-type': 'text/html;charset=utf-8' });
      response.end(result.text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function tradeOrThrow(outTradeNo: string): FakeTrade {
    const trade = trades.live(outTradeNo);
    if (!trade) throw new Error(`fake alipay: no trade ${outTradeNo}`);
    return trade;
  }

  function record(trade: FakeTrade, fields: NotificationFields): NotificationFields {
    const signed = signNotification(fields, options.alipayPrivateKey);
    produced.set(trade.outTradeNo, [...(produced.get(trade.outTradeNo) ?? []), signed]);
    return signed;
  }

  async function deliver(fields: NotificationFields, url?: string): Promise<string> {
    const target = url ?? trades.get(fields.out_trade_no ?? '')?.notifyUrl;
    if (!target) throw new Error('fake alipay: the trade has no notify_url');
    return post(target, new URLSearchParams(fields).toString());
  }

  return {
    gateway: `http://127.0.0.1:${port}/gateway.do`,
    calls,
    refusals,
    trade: (outTradeNo) => trades.get(outTradeNo),
    failNext(method, fault) {
      faults.set(method, [...(faults.get(method) ?? []), fault]);
    },
    scan(outTradeNo) {
      trades.scan(outTradeNo);
    },
    async pay(outTradeNo, payOptions = {}) {
      const trade = trades.scan(outTradeNo);
      if (trade.status !== 'WAIT_BUYER_PAY') throw new Error(`fake alipay: ${outTradeNo} is ${trade.status}`);
      trade.status = 'TRADE_SUCCESS';
      trade.paidAt = now();
      const notification = record(trade, statusFields(merchant, trade, now()));
      return payOptions.lose ? null : deliver(notification);
    },
    finish(outTradeNo) {
      const trade = tradeOrThrow(outTradeNo);
      if (trade.status !== 'TRADE_SUCCESS') throw new Error(`fake alipay: ${outTradeNo} is ${trade.status}`);
      trade.status = 'TRADE_FINISHED';
      record(trade, statusFields(merchant, trade, now()));
    },
    notifications: (outTradeNo) => [...(produced.get(outTradeNo) ?? [])],
    notification(outTradeNo, build = {}) {
      const fields = { ...statusFields(merchant, tradeOrThrow(outTradeNo), now()), ...build.fields };
      return { ...signNotification(fields, build.signWith ?? options.alipayPrivateKey), ...build.tamper };
    },
    deliver,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Alipay POSTs the notification as a UTF-8 form and reads the body of the answer. */
async function postForm(url: string, form: string): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    body: form,
  });
  return response.text();
}
