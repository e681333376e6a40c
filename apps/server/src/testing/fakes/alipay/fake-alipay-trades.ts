import { randomBytes, randomInt } from 'node:crypto';

/**
 * The trades of the fake Alipay gateway and what each documented method does to them. A precreated
 * trade is only a QR code until a buyer scans it (query and close answer ACQ.TRADE_NOT_EXIST until
 * then, as Alipay does); it can be paid until its time_expire, refunded in parts up to its total,
 * and each change of status leaves a notification behind.
 */

export type TradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED';

export interface FakeTrade {
  outTradeNo: string;
  subject: string;
  totalFen: number;
  notifyUrl: string | null;
  timeExpire: Date | null;
  qrCode: string;
  /** null until a buyer scanned the code: no trade exists at Alipay yet. */
  status: TradeStatus | null;
  tradeNo: string;
  createdAt: Date | null;
  paidAt: Date | null;
  closedAt: Date | null;
  refunds: Map<string, { fen: number; at: Date }>;
  refundedFen: number;
}

/** What a method answers: its response object (code 10000), or a refusal in Alipay's words. */
export type MethodResult =
  | { ok: true; response: Record<string, string> }
  | { ok: false; code: string; msg: string; subCode: string; subMsg: string };

export const BUYER = { id: '2088102177846880', logonId: 'buy***@example.com' };
const PRICE = /^\d{1,9}(?:\.\d{1,2})?$/;
const CHINA_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export function fenOf(price: unknown): number | null {
  if (typeof price !== 'string' || !PRICE.test(price)) return null;
  const [whole = '0', cents = ''] = price.split('.');
  const fen = Number(whole) * 100 + Number(cents.padEnd(2, '0'));
  return fen > 0 ? fen : null;
}

export function priceOf(fen: number): string {
  return `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** The fake's own China time (UTC+8), `yyyy-MM-dd HH:mm:ss`. */
export function chinaTimeOf(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export function dateOfChinaTime(text: string): Date | null {
  if (!CHINA_TIME.test(text)) return null;
  const date = new Date(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function digits(count: number): string {
  return Array.from({ length: count }, () => randomInt(10)).join('');
}

export function refused(subCode: string, subMsg: string): MethodResult {
  return { ok: false, code: '40004', msg: 'Business Failed', subCode, subMsg };
}

const NOT_EXIST = refused('ACQ.TRADE_NOT_EXIST', '交易不存在');
const INVALID = (what: string) => refused('ACQ.INVALID_PARAMETER', `参数无效: ${what}`);

export class FakeTrades {
  private readonly trades = new Map<string, FakeTrade>();

  constructor(private readonly now: () => Date) {}

  get(outTradeNo: string): FakeTrade | undefined {
    return this.trades.get(outTradeNo);
  }

  /** The trade as Alipay sees it now: one waiting past its time_expire is closed. */
  live(outTradeNo: string): FakeTrade | undefined {
    const trade = this.trades.get(outTradeNo);
    if (trade?.status === 'WAIT_BUYER_PAY' && this.expired(trade)) {
      trade.status = 'TRADE_CLOSED';
      trade.closedAt = this.now();
    }
    return trade;
  }

  expired(trade: FakeTrade): boolean {
    return trade.timeExpire !== null && this.now() >= trade.timeExpire;
  }

  precreate(biz: Record<string, unknown>, notifyUrl: string | null): MethodResult {
    const { out_trade_no: outTradeNo, subject, time_expire: timeExpire } = biz;
    const totalFen = fenOf(biz.total_amount);
    if (typeof outTradeNo !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(outTradeNo))
      return INVALID('out_trade_no');
    if (totalFen === null || totalFen > 10_000_000_000) return INVALID('total_amount');
    if (typeof subject !== 'string' || subject === '' || subject.length > 256) return INVALID('subject');
    const expiry = timeExpire === undefined ? null : dateOfChinaTime(String(timeExpire));
    if (timeExpire !== undefined && !expiry) return INVALID('time_expire');
    const known = this.live(outTradeNo);
    if (known) {
      if (known.status === 'TRADE_SUCCESS' || known.status === 'TRADE_FINISHED')
        return refused('ACQ.TRADE_HAS_SUCCESS', '交易已被支付');
      if (known.status === 'TRADE_CLOSED') return refused('ACQ.TRADE_HAS_CLOSE', '交易已经关闭');
      if (known.totalFen !== totalFen) return refused('ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改');
      return { ok: true, response: { out_trade_no: outTradeNo, qr_code: known.qrCode } };
    }
    const trade: FakeTrade = {
      outTradeNo,
      subject,
      totalFen,
      notifyUrl,
      timeExpire: expiry,
      qrCode: `https://qr.alipay.com/bax0${randomBytes(12).toString('hex')}`,
      status: null,
      // Like 2016071921001003030200089909: the date, then digits.
      tradeNo: `${chinaTimeOf(this.now()).replace(/\D/g, '').slice(0, 8)}22001${digits(15)}`,
      createdAt: null,
      paidAt: null,
      closedAt: null,
      refunds: new Map(),
      refundedFen: 0,
    };
    this.trades.set(outTradeNo, trade);
    return { ok: true, response: { out_trade_no: outTradeNo, qr_code: trade.qrCode } };
  }

  query(biz: Record<string, unknown>): MethodResult {
    const trade = this.scanned(biz.out_trade_no);
    if (!trade?.status) return NOT_EXIST;
    const response: Record<string, string> = {
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      buyer_logon_id: BUYER.logonId,
      trade_status: trade.status,
      total_amount: priceOf(trade.totalFen),
      buyer_user_id: BUYER.id,
    };
    if (trade.paidAt) {
      response.buyer_pay_amount = priceOf(trade.totalFen);
      response.receipt_amount = priceOf(trade.totalFen);
      response.send_pay_date = chinaTimeOf(trade.paidAt);
    }
    return { ok: true, response };
  }

  close(biz: Record<string, unknown>): MethodResult {
    const trade = this.scanned(biz.out_trade_no);
    if (!trade?.status) return NOT_EXIST;
    if (trade.status !== 'WAIT_BUYER_PAY') return refused('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    trade.status = 'TRADE_CLOSED';
    trade.closedAt = this.now();
    return { ok: true, response: { trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo } };
  }

  refund(biz: Record<string, unknown>): MethodResult {
    const trade = this.scanned(biz.out_trade_no);
    if (!trade?.status) return NOT_EXIST;
    const fen = fenOf(biz.refund_amount);
    const outRequestNo = typeof biz.out_request_no === 'string' ? biz.out_request_no : trade.outTradeNo;
    if (fen === null) return INVALID('refund_amount');
    const earlier = trade.refunds.get(outRequestNo);
    if (earlier) {
      if (earlier.fen !== fen) return refused('ACQ.DISCORDANT_REPEAT_REQUEST', '不一致的请求');
      return { ok: true, response: this.refundResponse(trade, 'N') };
    }
    if (trade.status === 'TRADE_FINISHED') return refused('ACQ.TRADE_HAS_FINISHED', '交易已完结');
    if (trade.status === 'TRADE_CLOSED' && trade.paidAt)
      return refused('ACQ.TRADE_HAS_CLOSE', '交易已经关闭');
    if (trade.status !== 'TRADE_SUCCESS') return refused('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    if (trade.refundedFen + fen > trade.totalFen)
      return refused('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
    trade.refunds.set(outRequestNo, { fen, at: this.now() });
    trade.refundedFen += fen;
    if (trade.refundedFen === trade.totalFen) {
      trade.status = 'TRADE_CLOSED';
      trade.closedAt = this.now();
    }
    return { ok: true, response: this.refundResponse(trade, 'Y') };
  }

  refundQuery(biz: Record<string, unknown>, gmtRefundPay: boolean): MethodResult {
    const trade = this.scanned(biz.out_trade_no);
    if (!trade?.status) return NOT_EXIST;
    const outRequestNo = typeof biz.out_request_no === 'string' ? biz.out_request_no : '';
    const refund = trade.refunds.get(outRequestNo);
    // Documented: a refund Alipay does not have (or that failed) is answered without its fields.
    if (!refund) return { ok: true, response: {} };
    const response: Record<string, string> = {
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      out_request_no: outRequestNo,
      total_amount: priceOf(trade.totalFen),
      refund_amount: priceOf(refund.fen),
      refund_status: 'REFUND_SUCCESS',
    };
    if (gmtRefundPay) response.gmt_refund_pay = chinaTimeOf(refund.at);
    return { ok: true, response };
  }

  /** A buyer scans the code: the trade comes to exist, waiting for payment. */
  scan(outTradeNo: string): FakeTrade {
    const trade = this.live(outTradeNo);
    if (!trade) throw new Error(`fake alipay: no precreated trade ${outTradeNo}`);
    if (this.expired(trade)) throw new Error(`fake alipay: ${outTradeNo} expired before it was scanned`);
    if (!trade.status) {
      trade.status = 'WAIT_BUYER_PAY';
      trade.createdAt = this.now();
    }
    return trade;
  }

  private scanned(outTradeNo: unknown): FakeTrade | undefined {
    return typeof outTradeNo === 'string' ? this.live(outTradeNo) : undefined;
  }

  private refundResponse(trade: FakeTrade, fundChange: 'Y' | 'N'): Record<string, string> {
    return {
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      buyer_logon_id: BUYER.logonId,
      fund_change: fundChange,
      refund_fee: priceOf(trade.refundedFen),
      gmt_refund_pay: chinaTimeOf(this.now()),
      buyer_user_id: BUYER.id,
    };
  }
}
