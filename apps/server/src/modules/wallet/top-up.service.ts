import {
  DEFAULT_LANGUAGE,
  ErrorCode,
  type Language,
  PayType,
  Reason,
  TopUpStatus,
} from '@gpucloud/contracts';
import { fenToYuan } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import { addMs, MINUTE_MS, SECOND_MS } from '../../core/clock';
import type { AppDeps } from '../../core/deps';
import { AppError, refused } from '../../core/errors';
import { systemText } from '../../core/messaging/system-text';
import { newOrderNo } from '../../core/order-numbers';
import {
  ForgedNotificationError,
  type GatewayPayment,
  type IncomingNotification,
  type NotificationAnswer,
  type PayChannel,
  type PaymentProvider,
} from '../../providers/payments/payment-provider';
import { enqueueWebhookEvent } from '../webhooks';
import { deposit } from './money-movements/deposits';
import {
  findTopUpOrder,
  insertTopUpOrder,
  markTopUpClosed,
  markTopUpPaid,
  markTopUpQueried,
  setTopUpQr,
  type TopUpOrder,
} from './top-up.repository';
import type { GatewayDeps, WalletDeps } from './wallet-deps';

/** A QR works for 5 minutes (SPEC §9). */
export const QR_VALID_MS = 5 * MINUTE_MS;
/** Polls ask the gateway directly once an order is this old, at most this often. */
const QUERY_AFTER_MS = 10 * SECOND_MS;
const QUERY_EVERY_MS = 5 * SECOND_MS;

const CHANNEL_BY_PAY_TYPE: Record<number, PayChannel> = {
  [PayType.WECHAT]: 'wechat',
  [PayType.ALIPAY]: 'alipay',
};

const CHANNEL_NAMES: Record<PayChannel, string> = { wechat: 'WeChat Pay', alipay: 'Alipay' };

/** What the payer's cashier names the item: in the language of who asked for the top-up. */
function topUpDescription(amountFen: number, language: Language): string {
  const yuan = fenToYuan(amountFen).toFixed(2);
  return language === 'zh-CN' ? `GPU 云余额充值 ${yuan} 元` : `GPU Cloud balance top-up ${yuan}`;
}

export async function createTopUp(
  deps: GatewayDeps,
  auth: AuthContext,
  input: { amount: number; pay_type: number },
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ out_trade_no: string; amount: number; pay_type: number; expires_at: string }> {
  const channel = CHANNEL_BY_PAY_TYPE[input.pay_type];
  if (!channel) {
    throw refused(
      'bank transfers are not paid by QR code: transfer to the account shown and contact support to credit it',
    );
  }
  const gateway = deps.payments.forChannel(channel);
  if (!gateway)
    throw refused(`pay_type: ${CHANNEL_NAMES[channel]} is not taken here, choose another way to pay`);
  const now = deps.clock.now();
  const outTradeNo = newOrderNo('T', now);
  const expiresAt = addMs(now, QR_VALID_MS);
  await insertTopUpOrder(deps.db, {
    outTradeNo,
    userId: auth.userId,
    amount: input.amount,
    payType: input.pay_type,
    provider: gateway.name,
    createdAt: now,
    expiresAt,
  });
  try {
    const { qrContent } = await gateway.createQr({
      outTradeNo,
      amountFen: input.amount,
      channel,
      description: topUpDescription(input.amount, language),
      expiresAt,
    });
    await setTopUpQr(deps.db, outTradeNo, qrContent);
  } catch (error) {
    await markTopUpClosed(deps.db, outTradeNo, deps.clock.now());
    deps.log.error({ err: error, outTradeNo }, 'payment gateway refused the order');
    throw new AppError(ErrorCode.HTTP_ERROR, 'the payment gateway is unavailable, try again later', 502);
  }
  return {
    out_trade_no: outTradeNo,
    amount: fenToYuan(input.amount),
    pay_type: input.pay_type,
    expires_at: expiresAt.toISOString(),
  };
}

async function ownOrder(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  outTradeNo: string,
): Promise<TopUpOrder> {
  const order = await findTopUpOrder(deps.db, outTradeNo);
  if (!order || order.userId !== auth.userId) throw refused('order not found');
  return order;
}

export async function getTopUpQr(deps: WalletDeps, auth: AuthContext, outTradeNo: string) {
  const order = await ownOrder(deps, auth, outTradeNo);
  const live = order.status === TopUpStatus.PENDING && order.expiresAt > deps.clock.now();
  if (!live || !order.qrContent) throw refused(Reason.QR_NOT_READY);
  const payload = { data: { qrcode: order.qrContent } };
  return {
    ...(order.payType === PayType.WECHAT ? { wx_resp: payload } : { ali_resp: payload }),
    expires_at: order.expiresAt.toISOString(),
  };
}

/** Order state for the polling dialog; asks the gateway itself when a notification is overdue. */
export async function getTopUpStatus(deps: GatewayDeps, auth: AuthContext, outTradeNo: string) {
  let order = await ownOrder(deps, auth, outTradeNo);
  const now = deps.clock.now();
  const overdue = now.getTime() - order.createdAt.getTime() >= QUERY_AFTER_MS;
  const notAskedLately =
    !order.lastQueriedAt || now.getTime() - order.lastQueriedAt.getTime() >= QUERY_EVERY_MS;
  if (order.status === TopUpStatus.PENDING && overdue && notAskedLately) {
    await queryAndSettle(deps, order);
    order = await ownOrder(deps, auth, outTradeNo);
  }
  return { Status: order.status, out_trade_no: order.outTradeNo, amount: fenToYuan(order.amount) };
}

export type SettleOutcome = 'credited' | 'already-paid';

/**
 * Credits a payment the gateway vouches for: the order moves to paid and the wallet gains the
 * amount in one transaction, at most once however often and however concurrently it is called.
 */
export async function settleTopUp(
  deps: WalletDeps,
  gateway: PaymentProvider,
  payment: GatewayPayment,
): Promise<SettleOutcome> {
  const order = await findTopUpOrder(deps.db, payment.outTradeNo);
  if (!order) throw new ForgedNotificationError('unknown order');
  if (order.provider !== gateway.name)
    throw new ForgedNotificationError(`the order was not paid through ${gateway.name}`);
  if (order.amount !== payment.amountFen)
    throw new ForgedNotificationError('amount does not match the order');
  return deps.db.transaction(async (tx) => {
    const paid = await markTopUpPaid(tx, payment);
    if (!paid) return 'already-paid';
    const now = deps.clock.now();
    const channel = paid.payType === PayType.WECHAT ? 'wechat' : 'alipay';
    await deposit(tx, paid.userId, paid.amount, {
      kind: 'top_up',
      refType: 'top_up_order',
      refId: paid.outTradeNo,
      note: systemText('ledger.top_up', { channel }),
      now,
    });
    await enqueueWebhookEvent(tx, {
      userId: paid.userId,
      type: 'wallet.payment_credited',
      data: { out_trade_no: paid.outTradeNo, amount: fenToYuan(paid.amount), channel },
      now,
    });
    return 'credited';
  });
}

/**
 * A notification from a gateway: trusted only after the gateway's adapter verified it. Answered in the
 * gateway's own form: taken (credited now or before, or a genuine notice of no payment), or refused,
 * which makes the gateway send it again later (a fault of ours is refused too, so it is retried).
 */
export async function handlePaymentNotification(
  deps: WalletDeps & Pick<AppDeps, 'log'>,
  gateway: PaymentProvider,
  incoming: IncomingNotification,
): Promise<NotificationAnswer> {
  try {
    const payment = await gateway.verifyNotification(incoming);
    if (payment) await settleTopUp(deps, gateway, payment);
    return gateway.notificationAnswer({ accepted: true });
  } catch (error) {
    if (error instanceof ForgedNotificationError) {
      deps.log.warn({ gateway: gateway.name, reason: error.message }, 'payment notification rejected');
      return gateway.notificationAnswer({ accepted: false, reason: error.message });
    }
    deps.log.error({ err: error, gateway: gateway.name }, 'payment notification not settled');
    return gateway.notificationAnswer({ accepted: false, reason: 'not settled, send it again later' });
  }
}

/** Asks the gateway about one waiting order: credits it if paid, closes it if its QR expired unpaid. */
export async function queryAndSettle(
  deps: GatewayDeps,
  order: TopUpOrder,
): Promise<'paid' | 'pending' | 'closed'> {
  const now = deps.clock.now();
  const gateway = deps.payments.named(order.provider);
  if (!gateway) {
    // Made with a gateway this server no longer runs: only that gateway knows; a person must look.
    deps.log.warn({ outTradeNo: order.outTradeNo, provider: order.provider }, 'top-up gateway not in use');
    return 'pending';
  }
  await markTopUpQueried(deps.db, order.outTradeNo, now);
  const answer = await gateway.query(order.outTradeNo);
  if (answer.state === 'paid') {
    await settleTopUp(deps, gateway, answer.payment);
    return 'paid';
  }
  if (order.expiresAt > now) return 'pending';
  // Expired: close at the gateway first; if the payer got in just before, credit instead.
  if ((await gateway.close(order.outTradeNo)) === 'paid') {
    const late = await gateway.query(order.outTradeNo);
    if (late.state === 'paid') {
      await settleTopUp(deps, gateway, late.payment);
      return 'paid';
    }
  }
  await markTopUpClosed(deps.db, order.outTradeNo, now);
  return 'closed';
}
