import { type KeyObject, randomBytes } from 'node:crypto';
import type { FakeOrder } from './fake-wechatpay-api';
import { platformSignatureHeaders, rfc3339Beijing, sealResource } from './fake-wechatpay-crypto';

/** A notification as the gateway would POST it. */
export interface FakeNotification {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface DeliveryAnswer {
  statusCode: number;
  body: string;
}

/** How to make a notification that is not what WeChat Pay would send for the order. */
export interface Forgery {
  /** Signed with a key that is not the platform's, or the WeChat Pay signature probe. */
  signature?: 'other-key' | 'signtest';
  /** The body changed after signing. */
  alterBody?: (body: string) => string;
  /** When it claims to have been signed. */
  signedAt?: Date;
  /** The Wechatpay-Serial header. */
  serial?: string;
  /** Sealed with another APIv3 key. */
  apiV3Key?: string;
  eventType?: string;
  transaction?: { mchid?: string; appid?: string; trade_state?: string; total?: number; currency?: string };
}

interface NotificationSource {
  mchId: string;
  appId: string;
  apiV3Key: string;
  now: () => Date;
  signer: { serial: string; privateKey: KeyObject };
  /** A key that is not the platform's, for forged signatures. */
  strangerKey: KeyObject;
  url: string;
  outTradeNo: string;
  order: FakeOrder | undefined;
}

/** A payment notification as WeChat Pay builds it (resource sealed, body signed), or forged. */
export function buildNotification(source: NotificationSource, forgery: Forgery): FakeNotification {
  const { order, outTradeNo, url, signer, strangerKey } = source;
  const paidAt = order?.successTime ?? source.now();
  const transaction = {
    mchid: forgery.transaction?.mchid ?? source.mchId,
    appid: forgery.transaction?.appid ?? source.appId,
    out_trade_no: outTradeNo,
    transaction_id: order?.transactionId ?? `4200${randomDigits(24)}`,
    trade_type: 'NATIVE',
    trade_state: forgery.transaction?.trade_state ?? 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'OTHERS',
    attach: '',
    success_time: rfc3339Beijing(paidAt),
    payer: { openid: order?.payerOpenid ?? `oUpF8${randomBytes(12).toString('hex')}` },
    amount: {
      total: forgery.transaction?.total ?? order?.total ?? 1,
      payer_total: forgery.transaction?.total ?? order?.total ?? 1,
      currency: forgery.transaction?.currency ?? 'CNY',
      payer_currency: forgery.transaction?.currency ?? 'CNY',
    },
  };
  const eventType = forgery.eventType ?? 'TRANSACTION.SUCCESS';
  let body = JSON.stringify({
    id: `EV-${randomDigits(20)}`,
    create_time: rfc3339Beijing(source.now()),
    resource_type: 'encrypt-resource',
    event_type: eventType,
    summary: eventType === 'TRANSACTION.SUCCESS' ? '支付成功' : '通知',
    resource: sealResource(forgery.apiV3Key ?? source.apiV3Key, JSON.stringify(transaction), 'transaction'),
  });
  const privateKey = forgery.signature === 'other-key' ? strangerKey : signer.privateKey;
  const signedAt = Math.floor((forgery.signedAt ?? source.now()).getTime() / 1000);
  const headers = platformSignatureHeaders(
    { serial: forgery.serial ?? signer.serial, privateKey },
    body,
    signedAt,
  );
  if (forgery.signature === 'signtest')
    headers['Wechatpay-Signature'] = `WECHATPAY/SIGNTEST/${headers['Wechatpay-Signature']}`;
  if (forgery.alterBody) body = forgery.alterBody(body);
  return { url, headers: { ...headers, 'Content-Type': 'application/json' }, body };
}

/** How the gateway delivers a notification: an HTTP POST to notify_url. */
export async function postNotification(notification: FakeNotification): Promise<DeliveryAnswer> {
  const response = await fetch(notification.url, {
    method: 'POST',
    headers: notification.headers,
    body: notification.body,
  });
  return { statusCode: response.status, body: await response.text() };
}

export function randomDigits(count: number): string {
  return Array.from(randomBytes(count), (byte) => String(byte % 10)).join('');
}
