/** How a person pays: the QR channels of SPEC §4 (bank transfers are credited by hand). */
export type PayChannel = 'wechat' | 'alipay';

/** The gateways this server speaks; `PAYMENT_PROVIDER` lists the ones in use (core/payment-config.ts). */
export type PaymentProviderName = 'sandbox' | 'wechatpay' | 'alipay';

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

/** A notification as it arrived over HTTP, before we trust any of it. */
export interface IncomingNotification {
  headers: Record<string, string | string[] | undefined>;
  /** The body parsed: a JSON value, or the fields of a form. */
  body: unknown;
  /** The body exactly as it arrived (WeChat Pay signs these bytes). */
  rawBody: string;
}

/** What we answer a notification, in the form its gateway reads. */
export interface NotificationAnswer {
  statusCode: number;
  contentType: string;
  body: string;
}

/** Money going back to the payer of one paid order (staff reversed the top-up). */
export interface PaymentRefund {
  outTradeNo: string;
  /** Our id of the refund: asking twice with the same one refunds once. */
  outRefundNo: string;
  refundFen: number;
  /** What the order was paid, which WeChat Pay asks for beside the refund. */
  totalFen: number;
  reason: string;
}

/** How a refund stands at the gateway. */
export type GatewayRefund =
  | { state: 'succeeded'; refundId: string }
  | { state: 'processing'; refundId: string }
  /** The gateway will not refund (the order is too old, the merchant account lacks funds...). */
  | { state: 'refused'; reason: string };

/**
 * A payment gateway. The default is the sandbox cashier served by this server; the WeChat Pay v3
 * Native and Alipay precreate adapters implement the same calls.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The channels it takes money for. */
  readonly channels: readonly PayChannel[];
  /** Registers the order with the gateway and answers what its QR code encodes. */
  createQr(order: PaymentOrder): Promise<{ qrContent: string }>;
  /** Asks the gateway how an order stands: the fallback when a notification never came. */
  query(outTradeNo: string): Promise<GatewayQuery>;
  /** Tells the gateway an order will not be paid (the QR expired); 'paid' when it already was. */
  close(outTradeNo: string): Promise<'closed' | 'paid'>;
  /**
   * Checks a notification's signature (and decrypts it) and reads it: the payment it reports, or
   * null for a genuine notification that reports no payment (a trade closed or still waiting).
   * Throws ForgedNotificationError when it is not genuine or not for this merchant.
   */
  verifyNotification(notification: IncomingNotification): Promise<GatewayPayment | null>;
  /** The answer the gateway expects: accepted (settled now or before), or refused with a reason. */
  notificationAnswer(outcome: { accepted: true } | { accepted: false; reason: string }): NotificationAnswer;
  /** Asks the gateway to pay back part or all of a paid order; the same `outRefundNo` refunds once. */
  refund(refund: PaymentRefund): Promise<GatewayRefund>;
  /** How a refund asked for earlier stands; 'unknown' when the gateway has no such refund. */
  queryRefund(refund: { outTradeNo: string; outRefundNo: string }): Promise<GatewayRefund | 'unknown'>;
}

export class ForgedNotificationError extends Error {
  constructor(reason: string) {
    super(`payment notification rejected: ${reason}`);
    this.name = 'ForgedNotificationError';
  }
}

/** The gateway could not be reached, or answered in a way we cannot read: nothing is known. */
export class PaymentGatewayError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentGatewayError';
  }
}
