import { alipayKeys, appKeys, TEST_APP_ID, TEST_SELLER_ID } from './alipay';
import { wechatPayTestEnv, wechatPayTestKeys } from './fakes/wechatpay/wechatpay-keys';

/**
 * Every payment gateway in use at once (sandbox first, so top-ups still go to the sandbox), with
 * test merchants whose gateways are never called: for the tests that walk every endpoint, which
 * must meet each gateway's notify route too.
 */
export function allGatewaysEnv(): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'sandbox,wechatpay,alipay',
    ...wechatPayTestEnv(wechatPayTestKeys(), 'http://127.0.0.1:9'),
    ALIPAY_APP_ID: TEST_APP_ID,
    ALIPAY_SELLER_ID: TEST_SELLER_ID,
    ALIPAY_PRIVATE_KEY: appKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    ALIPAY_PUBLIC_KEY: alipayKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    ALIPAY_GATEWAY: 'http://127.0.0.1:9/gateway.do',
  };
}
