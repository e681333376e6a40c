import { randomBytes } from 'node:crypto';
import { type AlipayConfig, alipayFromEnv } from '../providers/payments/alipay/alipay-config';
import type { PaymentProviderName } from '../providers/payments/payment-provider';
import { type WechatPayConfig, wechatPayFromEnv } from '../providers/payments/wechatpay/wechatpay-config';
import { ConfigError } from './config-error';
import { intFromEnv } from './env-int';

type Env = Record<string, string | undefined>;

export interface PaymentConfig {
  /**
   * PAYMENT_PROVIDER: the gateways in use, comma-separated, in order of preference for a channel
   * both take (`wechatpay,alipay`, `wechatpay,sandbox`...). Default `sandbox`, which takes both.
   */
  providers: PaymentProviderName[];
  /** Signs the sandbox gateway's notifications; random per process unless set. */
  sandboxSecret: string;
  /** How many times the sandbox delivers each payment notification (gateways repeat themselves). */
  sandboxDeliveries: number;
  wechatpay: WechatPayConfig | null;
  alipay: AlipayConfig | null;
}

const NAMES: readonly PaymentProviderName[] = ['sandbox', 'wechatpay', 'alipay'];

function isProviderName(name: string): name is PaymentProviderName {
  return (NAMES as readonly string[]).includes(name);
}

export function paymentFromEnv(env: Env): PaymentConfig {
  const listed = (env.PAYMENT_PROVIDER?.trim() || 'sandbox').split(',').map((name) => name.trim());
  const providers: PaymentProviderName[] = [];
  for (const name of listed) {
    if (!isProviderName(name))
      throw new ConfigError(
        `PAYMENT_PROVIDER lists "${name}": use sandbox, wechatpay or alipay, comma-separated`,
      );
    if (!providers.includes(name)) providers.push(name);
  }
  return {
    providers,
    sandboxSecret: env.PAYMENT_SANDBOX_SECRET?.trim() || randomBytes(32).toString('hex'),
    sandboxDeliveries: Math.max(1, intFromEnv(env, 'PAYMENT_SANDBOX_DELIVERIES', 2)),
    wechatpay: providers.includes('wechatpay') ? wechatPayFromEnv(env) : null,
    alipay: providers.includes('alipay') ? alipayFromEnv(env) : null,
  };
}
