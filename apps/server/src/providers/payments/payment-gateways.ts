import type { PayChannel, PaymentProvider } from './payment-provider';

/**
 * The payment gateways in use (`PAYMENT_PROVIDER`, in order of preference). A new order goes to the
 * first that takes its channel; everything after (queries, closing, refunds, notifications) goes to
 * the gateway the order was made with, by the name kept on the order.
 */
export interface PaymentGateways {
  readonly all: readonly PaymentProvider[];
  /** The gateway that takes this channel's money now, or null when none does. */
  forChannel(channel: PayChannel): PaymentProvider | null;
  /** The gateway of that name, when it is in use. */
  named(name: string): PaymentProvider | null;
}

export function paymentGateways(all: readonly PaymentProvider[]): PaymentGateways {
  return {
    all,
    forChannel: (channel) => all.find((gateway) => gateway.channels.includes(channel)) ?? null,
    named: (name) => all.find((gateway) => gateway.name === name) ?? null,
  };
}

/** The channels some gateway in use takes, in the order the top-up form lists them. */
export function payChannelsOf(gateways: PaymentGateways): PayChannel[] {
  const channels: PayChannel[] = ['wechat', 'alipay'];
  return channels.filter((channel) => gateways.forChannel(channel) !== null);
}
