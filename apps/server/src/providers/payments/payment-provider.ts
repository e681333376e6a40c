/** How a person pays: the QR channels of SPEC §4 (bank transfers are credited by hand). */
export type PayChannel = 'wechat' | 'alipay';

export interface PaymentOrder {
  outTradeNo: string;
  amountFen: number;
  channel: PayChannel;
  description: string;
  expiresAt: Date;
}

/** A payment as the gateway reports it, from a notification or a query. */
export interface GatewayPayment {
  outTradeNo: string;
  /** The gateway's own id of the payment. */
  transactionId: string;
  amountFen: number;
  paidAt: Date;
}

export type GatewayQuery =
  | { state: 'paid'; payment: GatewayPayment }
  | { state: 'pending' }
  | { state: 'closed' }
  | { state: 'unknown' };

/** A notification as it arrived over HTTP (parsed body), before we trust any of it. */
export interface IncomingNotification {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/**
 * A payment gateway. The default is the sandbox cashier served by this server; WeChat Pay v3
 * Native and Alipay precreate adapters implement the same four calls.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Registers the order with the gateway and answers what its QR code encodes. */
  createQr(order: PaymentOrder): Promise<{ qrContent: string }>;
  /** Asks the gateway how an order stands: the fallback when a notification never came. */
  query(outTradeNo: string): Promise<GatewayQuery>;
  /** Tells the gateway an order will not be paid (the QR expired); 'paid' when it already was. */
  close(outTradeNo: string): Promise<'closed' | 'paid'>;
  /** Checks a notification's signature and reads it; throws when it is not genuine. */
  verifyNotification(notification: IncomingNotification): GatewayPayment;
}

export class ForgedNotificationError extends Error {
  constructor(reason: string) {
    super(`payment notification rejected: ${reason}`);
    this.name = 'ForgedNotificationError';
  }
}
