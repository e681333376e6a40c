import { describe, expect, it } from 'vitest';
import { alipayKeys, appKeys, TEST_APP_ID, TEST_SELLER_ID } from '../testing/alipay';
import { wechatPayTestEnv, wechatPayTestKeys } from '../testing/fakes/wechatpay/wechatpay-keys';
import { ConfigError } from './config-error';
import { paymentFromEnv } from './payment-config';

const wechat = wechatPayTestEnv(wechatPayTestKeys());
const alipay = {
  ALIPAY_APP_ID: TEST_APP_ID,
  ALIPAY_SELLER_ID: TEST_SELLER_ID,
  ALIPAY_PRIVATE_KEY: appKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  ALIPAY_PUBLIC_KEY: alipayKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
};

function refusal(env: Record<string, string>): string {
  try {
    paymentFromEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('the configuration was accepted');
}

describe('PAYMENT_PROVIDER', () => {
  it('is the sandbox by default, with no real gateway read', () => {
    expect(paymentFromEnv({})).toMatchObject({ providers: ['sandbox'], wechatpay: null, alipay: null });
  });

  it('lists gateways in order of preference, each once', () => {
    const config = paymentFromEnv({ ...wechat, PAYMENT_PROVIDER: ' wechatpay , sandbox,wechatpay' });
    expect(config.providers).toEqual(['wechatpay', 'sandbox']);
    expect(config.wechatpay?.mchId).toBe(wechat.WECHATPAY_MCH_ID);
    expect(config.alipay).toBeNull();
  });

  it('refuses a gateway it does not know, naming it', () => {
    expect(refusal({ PAYMENT_PROVIDER: 'wechatpay,paypal' })).toBe(
      'PAYMENT_PROVIDER lists "paypal": use sandbox, wechatpay or alipay, comma-separated',
    );
  });

  it('stops on a listed gateway whose settings are missing, naming the setting', () => {
    expect(refusal({ PAYMENT_PROVIDER: 'wechatpay' })).toBe(
      'PAYMENT_PROVIDER=wechatpay needs WECHATPAY_MCH_ID',
    );
    expect(refusal({ ...wechat, PAYMENT_PROVIDER: 'wechatpay,alipay' })).toMatch(
      /^PAYMENT_PROVIDER=alipay needs ALIPAY_/,
    );
  });

  it('reads both real gateways together', () => {
    const config = paymentFromEnv({ ...wechat, ...alipay, PAYMENT_PROVIDER: 'wechatpay,alipay' });
    expect(config.providers).toEqual(['wechatpay', 'alipay']);
    expect(config.wechatpay).not.toBeNull();
    expect(config.alipay).not.toBeNull();
  });
});
