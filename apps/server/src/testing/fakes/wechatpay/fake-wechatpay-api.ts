import { randomBytes } from 'node:crypto';
import { rfc3339Beijing } from './fake-wechatpay-crypto';

/** What the fake gateway keeps of one Native order. */
export interface FakeOrder {
  outTradeNo: string;
  appid: string;
  description: string;
  notifyUrl: string;
  total: number;
  timeExpire: Date;
  codeUrl: string;
  tradeState: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  transactionId?: string;
  successTime?: Date;
  payerOpenid?: string;
  refundedFen: number;
}

export interface FakeRefund {
  refundId: string;
  outRefundNo: string;
  outTradeNo: string;
  transactionId: string;
  refund: number;
  total: number;
  reason: string;
  status: 'PROCESSING' | 'SUCCESS' | 'ABNORMAL' | 'CLOSED';
  createTime: Date;
  successTime?: Date;
}

export interface FakeStore {
  mchId: string;
  appId: string;
  now: () => Date;
  orders: Map<string, FakeOrder>;
  refunds: Map<string, FakeRefund>;
  refundBehaviour: 'PROCESSING' | 'SUCCESS' | 'NOT_ENOUGH';
}

interface ApiAnswer {
  status: number;
  body: object | null;
}

const error = (status: number, code: string, message: string): ApiAnswer => ({
  status,
  body: { code, message },
});
const OUT_TRADE_NO = /^[0-9A-Za-z_\-*]{6,32}$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The documented v3 calls of a direct merchant's Native payments and refunds, over the store. */
export function handleApi(store: FakeStore, request: { method: string; url: URL; body: unknown }): ApiAnswer {
  const { method, url } = request;
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
    string,
    unknown
  >;
  const path = url.pathname;
  if (method === 'POST' && path === '/v3/pay/transactions/native') return createNative(store, body);
  const order = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path);
  if (order?.[1]) {
    const outTradeNo = decodeURIComponent(order[1]);
    if (method === 'GET' && !order[2]) {
      if (url.searchParams.get('mchid') !== store.mchId)
        return error(400, 'PARAM_ERROR', 'mchid与请求签名商户号不一致');
      return queryOrder(store, outTradeNo);
    }
    if (method === 'POST' && order[2]) {
      if (body.mchid !== store.mchId) return error(400, 'PARAM_ERROR', 'mchid与请求签名商户号不一致');
      return closeOrder(store, outTradeNo);
    }
  }
  if (method === 'POST' && path === '/v3/refund/domestic/refunds') return createRefund(store, body);
  const refund = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path);
  if (method === 'GET' && refund?.[1]) {
    const found = store.refunds.get(decodeURIComponent(refund[1]));
    return found
      ? { status: 200, body: refundView(found) }
      : error(404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
  }
  return error(404, 'NOT_FOUND', '无效的请求地址');
}

function createNative(store: FakeStore, body: Record<string, unknown>): ApiAnswer {
  const amount = (body.amount ?? {}) as Record<string, unknown>;
  const { appid, mchid, description, out_trade_no: outTradeNo, notify_url: notifyUrl } = body;
  if (appid !== store.appId || mchid !== store.mchId)
    return error(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
  if (typeof description !== 'string' || description === '' || Buffer.byteLength(description) > 127)
    return error(400, 'PARAM_ERROR', '输入源“/body/description”映射到字段“商品描述”长度不合法');
  if (typeof outTradeNo !== 'string' || !OUT_TRADE_NO.test(outTradeNo))
    return error(400, 'PARAM_ERROR', '输入源“/body/out_trade_no”映射到字段“商户订单号”格式不正确');
  if (typeof notifyUrl !== 'string' || !/^https?:\/\/[^?#]+$/.test(notifyUrl))
    return error(400, 'PARAM_ERROR', 'notify_url格式不正确，不能携带参数');
  if (
    !Number.isSafeInteger(amount.total) ||
    (amount.total as number) <= 0 ||
    (amount.currency ?? 'CNY') !== 'CNY'
  )
    return error(400, 'PARAM_ERROR', '输入源“/body/amount”映射到字段“订单金额”不合法');
  const timeExpire = typeof body.time_expire === 'string' ? body.time_expire : null;
  if (timeExpire !== null && !RFC3339.test(timeExpire))
    return error(400, 'PARAM_ERROR', '输入源“/body/time_expire”映射到字段“交易结束时间”格式不正确');
  const expiresAt = timeExpire ? new Date(timeExpire) : new Date(store.now().getTime() + 2 * 3600_000);
  if (expiresAt <= store.now()) return error(400, 'INVALID_REQUEST', '交易结束时间已过期');

  const existing = store.orders.get(outTradeNo);
  if (existing) {
    if (existing.tradeState === 'SUCCESS' || existing.tradeState === 'REFUND')
      return error(400, 'ORDERPAID', '该订单已支付');
    if (existing.tradeState === 'CLOSED') return error(400, 'ORDER_CLOSED', '该订单已关闭');
    const same = existing.total === amount.total && existing.description === description;
    return same
      ? { status: 200, body: { code_url: existing.codeUrl } }
      : error(400, 'INVALID_REQUEST', '201 商户订单号重复');
  }
  const order: FakeOrder = {
    outTradeNo,
    appid,
    description,
    notifyUrl,
    total: amount.total as number,
    timeExpire: expiresAt,
    codeUrl: `weixin://wxpay/bizpayurl?pr=${randomBytes(5).toString('base64url')}`,
    tradeState: 'NOTPAY',
    refundedFen: 0,
  };
  store.orders.set(outTradeNo, order);
  return { status: 200, body: { code_url: order.codeUrl } };
}

function queryOrder(store: FakeStore, outTradeNo: string): ApiAnswer {
  const order = store.orders.get(outTradeNo);
  if (!order) return error(404, 'ORDER_NOT_EXIST', '订单不存在');
  const paid = order.tradeState === 'SUCCESS' || order.tradeState === 'REFUND';
  const descriptions = {
    NOTPAY: '订单未支付',
    SUCCESS: '支付成功',
    CLOSED: '订单已关闭',
    REFUND: '订单发生过退款',
  };
  return {
    status: 200,
    body: {
      appid: order.appid,
      mchid: store.mchId,
      out_trade_no: order.outTradeNo,
      trade_state: order.tradeState,
      trade_state_desc: descriptions[order.tradeState],
      ...(paid
        ? {
            transaction_id: order.transactionId,
            trade_type: 'NATIVE',
            bank_type: 'OTHERS',
            attach: '',
            success_time: rfc3339Beijing(order.successTime ?? store.now()),
            payer: { openid: order.payerOpenid },
            amount: { total: order.total, payer_total: order.total, currency: 'CNY', payer_currency: 'CNY' },
          }
        : { amount: { payer_currency: 'CNY', total: order.total } }),
    },
  };
}

function closeOrder(store: FakeStore, outTradeNo: string): ApiAnswer {
  const order = store.orders.get(outTradeNo);
  if (!order) return error(404, 'ORDER_NOT_EXIST', '订单不存在');
  if (order.tradeState === 'SUCCESS' || order.tradeState === 'REFUND')
    return error(400, 'ORDERPAID', '订单已支付');
  order.tradeState = 'CLOSED';
  return { status: 204, body: null };
}

function createRefund(store: FakeStore, body: Record<string, unknown>): ApiAnswer {
  const amount = (body.amount ?? {}) as Record<string, unknown>;
  const { out_trade_no: outTradeNo, out_refund_no: outRefundNo } = body;
  const refundFen = amount.refund;
  if (
    typeof outTradeNo !== 'string' ||
    typeof outRefundNo !== 'string' ||
    !/^[0-9A-Za-z_\-|*@]{1,64}$/.test(outRefundNo)
  )
    return error(400, 'PARAM_ERROR', '商户订单号或商户退款单号不合法');
  if (!Number.isSafeInteger(refundFen) || (refundFen as number) <= 0 || amount.currency !== 'CNY')
    return error(400, 'PARAM_ERROR', '输入源“/body/amount”映射到字段“退款金额”不合法');
  if (typeof body.reason === 'string' && [...body.reason].length > 80)
    return error(400, 'PARAM_ERROR', '退款原因长度超过限制');
  const order = store.orders.get(outTradeNo);
  if (!order) return error(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
  if (amount.total !== order.total) return error(400, 'INVALID_REQUEST', '订单金额与原订单不一致');
  const existing = store.refunds.get(outRefundNo);
  if (existing)
    return existing.refund === refundFen && existing.outTradeNo === outTradeNo
      ? { status: 200, body: refundView(existing) }
      : error(400, 'INVALID_REQUEST', '同一商户退款单号的参数与之前请求不一致');
  if (!order.transactionId || order.tradeState === 'NOTPAY' || order.tradeState === 'CLOSED')
    return error(400, 'INVALID_REQUEST', '订单未支付，不能退款');
  if (order.refundedFen + (refundFen as number) > order.total)
    return error(400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额');
  if (store.refundBehaviour === 'NOT_ENOUGH')
    return error(403, 'NOT_ENOUGH', '基本账户余额不足，请充值后重新发起');

  const refund: FakeRefund = {
    refundId: `5030${randomBytes(12).toString('hex').replace(/\D/g, '7')}`,
    outRefundNo,
    outTradeNo,
    transactionId: order.transactionId,
    refund: refundFen as number,
    total: order.total,
    reason: typeof body.reason === 'string' ? body.reason : '',
    status: store.refundBehaviour,
    createTime: store.now(),
    ...(store.refundBehaviour === 'SUCCESS' ? { successTime: store.now() } : {}),
  };
  store.refunds.set(outRefundNo, refund);
  order.refundedFen += refund.refund;
  order.tradeState = 'REFUND';
  return { status: 200, body: refundView(refund) };
}

function refundView(refund: FakeRefund): object {
  return {
    refund_id: refund.refundId,
    out_refund_no: refund.outRefundNo,
    transaction_id: refund.transactionId,
    out_trade_no: refund.outTradeNo,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    ...(refund.successTime ? { success_time: rfc3339Beijing(refund.successTime) } : {}),
    create_time: rfc3339Beijing(refund.createTime),
    status: refund.status,
    funds_account: 'AVAILABLE',
    amount: {
      total: refund.total,
      refund: refund.refund,
      payer_total: refund.total,
      payer_refund: refund.refund,
      settlement_refund: refund.refund,
      settlement_total: refund.total,
      discount_refund: 0,
      currency: 'CNY',
      refund_fee: 0,
    },
  };
}
