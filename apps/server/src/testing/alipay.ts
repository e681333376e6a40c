import { generateKeyPairSync } from 'node:crypto';
import { addMs, MINUTE_MS } from '../core/clock';
import { newOrderNo } from '../core/order-numbers';
import type { AlipayConfig } from '../providers/payments/alipay/alipay-config';
import { createAlipayGateway } from '../providers/payments/alipay/alipay-gateway';
import type { PaymentOrder } from '../providers/payments/payment-provider';
import { captureLog } from './captured-log';
import { type FakeAlipay, type FakeAlipayOptions, startFakeAlipay } from './fakes/alipay/fake-alipay';
import { ManualClock } from './manual-clock';

/**
 * Keys and ids for tests against the fake gateway: the app's key pair (we sign, the fake verifies)
 * and Alipay's (the fake signs, we verify), made here, never read from anywhere.
 */
export const TEST_APP_ID = '2021000122671080';
export const TEST_SELLER_ID = '2088102146225135';
export const appKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });

export function testAlipayConfig(gateway: string, overrides: Partial<AlipayConfig> = {}): AlipayConfig {
  return {
    appId: TEST_APP_ID,
    sellerId: TEST_SELLER_ID,
    privateKey: appKeys.privateKey,
    alipayPublicKey: alipayKeys.publicKey,
    gateway,
    ...overrides,
  };
}

export function startTestFakeAlipay(
  options: Pick<FakeAlipayOptions, 'now' | 'post'> = {},
): Promise<FakeAlipay> {
  return startFakeAlipay({
    appId: TEST_APP_ID,
    sellerId: TEST_SELLER_ID,
    appPublicKey: appKeys.publicKey,
    alipayPrivateKey: alipayKeys.privateKey,
    ...options,
  });
}

export const TEST_NOTIFY_URL = 'https://console.example.com/api/payment/notify/alipay';

/**
 * The adapter against a fresh fake gateway on a manual clock, its log captured; the caller closes
 * the fake. `precreated` makes an order at the fake as a top-up does.
 */
export async function startAlipayUnderTest(overrides: Partial<AlipayConfig> = {}) {
  const clock = new ManualClock();
  const fake = await startTestFakeAlipay({ now: () => clock.now() });
  const captured = captureLog();
  const gateway = createAlipayGateway(testAlipayConfig(fake.gateway, overrides), {
    notifyUrl: TEST_NOTIFY_URL,
    clock,
    log: captured.log,
  });
  const buildOrder = (order: Partial<PaymentOrder> = {}): PaymentOrder => ({
    outTradeNo: newOrderNo('T', clock.now()),
    amountFen: 1999,
    channel: 'alipay',
    description: 'GPU Cloud balance top-up 19.99',
    expiresAt: addMs(clock.now(), 5 * MINUTE_MS),
    ...order,
  });
  const precreated = async (order: Partial<PaymentOrder> = {}) => {
    const built = buildOrder(order);
    const { qrContent } = await gateway.createQr(built);
    return { ...built, qrContent };
  };
  return { clock, fake, gateway, buildOrder, precreated, logText: captured.text };
}
