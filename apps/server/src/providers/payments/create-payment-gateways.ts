import { walletEndpoints } from '@gpucloud/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock';
import type { Config } from '../../core/config';
import { ConfigError } from '../../core/config-error';
import { createAlipayGateway } from './alipay/alipay-gateway';
import { type PaymentGateways, paymentGateways } from './payment-gateways';
import type { PaymentProvider, PaymentProviderName } from './payment-provider';
import type { SandboxGateway } from './sandbox/sandbox-gateway';
import { createWechatPayGateway } from './wechatpay/wechatpay-gateway';

/** The gateways `PAYMENT_PROVIDER` lists, in its order, each told where to send its notifications. */
export function paymentGatewaysOf(
  config: Config,
  context: { sandbox: SandboxGateway; clock: Clock; log: FastifyBaseLogger },
): PaymentGateways {
  const { clock, log } = context;
  const notifyUrl = (path: string) => `${config.publicBaseUrl}${path}`;
  const build: Record<PaymentProviderName, () => PaymentProvider> = {
    sandbox: () => context.sandbox,
    wechatpay: () =>
      createWechatPayGateway(settings(config.payments.wechatpay, 'wechatpay'), {
        notifyUrl: notifyUrl(walletEndpoints.wechatPayNotify.path),
        clock,
        log,
      }),
    alipay: () =>
      createAlipayGateway(settings(config.payments.alipay, 'alipay'), {
        notifyUrl: notifyUrl(walletEndpoints.alipayNotify.path),
        clock,
        log,
      }),
  };
  return paymentGateways(config.payments.providers.map((name) => build[name]()));
}

function settings<T>(value: T | null, name: PaymentProviderName): T {
  if (value === null) throw new ConfigError(`PAYMENT_PROVIDER=${name} has no settings`);
  return value;
}
