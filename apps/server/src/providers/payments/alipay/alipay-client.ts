import { AlipayRequestError, AlipaySdk } from 'alipay-sdk';
import { z } from 'zod';
import type { Clock } from '../../../core/clock';
import { PaymentGatewayError } from '../payment-provider';
import type { AlipayConfig } from './alipay-config';
import { chinaTime } from './alipay-values';

export type AlipayMethod =
  | 'alipay.trade.precreate'
  | 'alipay.trade.query'
  | 'alipay.trade.close'
  | 'alipay.trade.refund'
  | 'alipay.trade.fastpay.refund.query';

/** What Alipay said to one call: the method's answer (code 10000), or a business refusal (40004). */
export type AlipayOutcome<T> = { ok: true; answer: T } | { ok: false; subCode: string; subMsg: string };

/** The common part of every answer (`<method>_response`): https://opendocs.alipay.com/common/02km9f */
const commonAnswer = z.looseObject({
  code: z.string(),
  msg: z.string(),
  sub_code: z.string().optional(),
  sub_msg: z.string().optional(),
});

const SUCCESS = '10000';
const BUSINESS_FAILED = '40004';

export interface AlipayClient {
  call<T>(
    method: AlipayMethod,
    bizContent: Record<string, unknown>,
    schema: z.ZodType<T>,
    extra?: { notifyUrl?: string },
  ): Promise<AlipayOutcome<T>>;
  /** The official SDK's RSA2 check of an asynchronous notification's fields (already form-decoded). */
  notificationSigned(fields: Record<string, string>): boolean;
}

/**
 * Calls the classic gateway (`gateway.do`) through the official SDK, which signs each request with
 * the app private key (RSA2) and verifies each answer's `sign` with Alipay's public key. Nothing the
 * gateway answered is read before that check: a call that gets no answer, an unsigned or badly
 * signed answer, or one we cannot read throws PaymentGatewayError, as does any code but 10000 and
 * the business refusals (40004) each caller reads for itself.
 */
export function createAlipayClient(config: AlipayConfig, clock: Clock): AlipayClient {
  const sdk = new AlipaySdk({
    appId: config.appId,
    privateKey: config.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    keyType: 'PKCS8',
    alipayPublicKey: config.alipayPublicKey.export({ format: 'pem', type: 'spki' }).toString(),
    gateway: config.gateway,
    signType: 'RSA2',
    // Keep Alipay's own field names (out_trade_no...): they are what its documentation shows.
    camelcase: false,
  });

  return {
    async call(method, bizContent, schema, extra = {}) {
      let data: unknown;
      try {
        data = await sdk.exec(
          method,
          // The SDK would stamp the process's local time; Alipay reads China time, and ours comes
          // from the clock like every other business time.
          { bizContent, timestamp: chinaTime(clock.now()), ...extra },
          { validateSign: true },
        );
      } catch (error) {
        throw new PaymentGatewayError(`alipay ${method} ${failureOf(error)}`);
      }
      const common = commonAnswer.safeParse(data);
      if (!common.success)
        throw new PaymentGatewayError(`alipay ${method} answered in a shape we cannot read`);
      const { code, sub_code: subCode, sub_msg: subMsg = '' } = common.data;
      if (code === BUSINESS_FAILED && subCode) return { ok: false, subCode, subMsg };
      if (code !== SUCCESS)
        throw new PaymentGatewayError(
          `alipay ${method} answered ${code} ${subCode ?? common.data.msg}: ${subMsg.slice(0, 200)}`,
        );
      const answer = schema.safeParse(data);
      if (!answer.success)
        throw new PaymentGatewayError(`alipay ${method} answered in a shape we cannot read`);
      return { ok: true, answer: answer.data };
    },

    notificationSigned(fields) {
      // V2 takes the values as they are: the form parser decoded them once already, and the first
      // checkNotifySign would decode them again (and break on a `%` in a subject).
      return sdk.checkNotifySignV2(fields);
    },
  };
}

/**
 * Why a call failed, in words that quote nothing of the exchange: the SDK's own messages carry the
 * answer's signature and the signed text, which stay out of errors and logs.
 */
function failureOf(error: unknown): string {
  if (!(error instanceof AlipayRequestError)) return 'answered without a valid signature';
  if (error.message.startsWith('HttpClient Request error'))
    return `got no answer (${causeCode(error.cause)})`;
  const status = /status: (\d+)/.exec(error.message);
  if (status) return `answered HTTP ${status[1]}`;
  if (error.message.includes('验签')) return 'answered with a signature that does not verify';
  return 'answered in a shape we cannot read';
}

function causeCode(cause: unknown): string {
  if (cause instanceof Error) {
    const code: unknown = Reflect.get(cause, 'code');
    return typeof code === 'string' ? code : cause.name;
  }
  return 'unknown';
}
