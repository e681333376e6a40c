import type { Clock } from '../core/clock';
import {
  ForgedNotificationError,
  type GatewayPayment,
  type PaymentProvider,
} from '../providers/payments/payment-provider';
import { type WechatPayConfig, wechatPayFromEnv } from '../providers/payments/wechatpay/wechatpay-config';
import { createWechatPayGateway } from '../providers/payments/wechatpay/wechatpay-gateway';
import { captureLog } from './captured-log';
import {
  type DeliveryAnswer,
  type FakeNotification,
  type FakeWechatPayOptions,
  type PlatformSigner,
  startFakeWechatPay,
} from './fakes/wechatpay/fake-wechatpay';
import {
  APP_ID,
  MCH_ID,
  MCH_SERIAL_NO,
  wechatPayTestEnv,
  wechatPayTestKeys,
} from './fakes/wechatpay/wechatpay-keys';
import { ManualClock } from './manual-clock';

export const NOTIFY_URL = 'https://gpu.example.com/api/payment/notify/wechatpay';

export interface WechatPayHarnessOptions {
  /** The adapter's environment on top of the test merchant's (platform public key mode). */
  env?: Record<string, string>;
  /** The fake's platform keys; by default the public key pair. */
  signers?: (keys: ReturnType<typeof wechatPayTestKeys>) => PlatformSigner[];
  /** The adapter's clock when it is not the fake's (a merchant whose clock is off). */
  gatewayClock?: Clock;
  fetch?: typeof fetch;
  timeoutMs?: number;
  refundNotifyUrl?: string;
  /** Where the fake delivers notifications; by default to `receive` below. */
  deliver?: FakeWechatPayOptions['deliver'];
}

/**
 * The adapter talking to a fake WeChat Pay that shares its clock. Notifications the fake sends reach
 * `receive`, which does what our notify route does: verify, then answer in WeChat Pay's form.
 */
export async function startWechatPayHarness(options: WechatPayHarnessOptions = {}) {
  const keys = wechatPayTestKeys();
  const clock = new ManualClock();
  const received: GatewayPayment[] = [];
  const captured = captureLog();
  let gateway: PaymentProvider | null = null;

  async function receive(notification: FakeNotification): Promise<DeliveryAnswer> {
    if (!gateway) throw new Error('no gateway yet');
    const headers = Object.fromEntries(
      Object.entries(notification.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    let answer: ReturnType<PaymentProvider['notificationAnswer']>;
    try {
      const payment = await gateway.verifyNotification({
        headers,
        body: JSON.parse(notification.body) as unknown,
        rawBody: notification.body,
      });
      if (payment) received.push(payment);
      answer = gateway.notificationAnswer({ accepted: true });
    } catch (error) {
      if (!(error instanceof ForgedNotificationError)) throw error;
      answer = gateway.notificationAnswer({ accepted: false, reason: error.message });
    }
    return { statusCode: answer.statusCode, body: answer.body };
  }

  const fake = await startFakeWechatPay({
    mchId: MCH_ID,
    appId: APP_ID,
    merchantSerialNo: MCH_SERIAL_NO,
    merchantPublicKey: keys.merchant.publicKey,
    apiV3Key: keys.apiV3Key,
    signers: options.signers?.(keys) ?? [{ serial: keys.platform.id, privateKey: keys.platform.privateKey }],
    now: () => clock.now(),
    deliver: options.deliver ?? receive,
  });
  const config: WechatPayConfig = wechatPayFromEnv({
    ...wechatPayTestEnv(keys, fake.baseUrl),
    ...options.env,
  });
  gateway = createWechatPayGateway(config, {
    notifyUrl: NOTIFY_URL,
    clock: options.gatewayClock ?? clock,
    log: captured.log,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.refundNotifyUrl ? { refundNotifyUrl: options.refundNotifyUrl } : {}),
  });
  return { keys, clock, fake, config, gateway, received, receive, logText: captured.text };
}

export type WechatPayHarness = Awaited<ReturnType<typeof startWechatPayHarness>>;
