import { z } from 'zod';

/** Fen: WeChat Pay counts money in integer fen. */
const fen = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/**
 * A transaction as the order query answers it and as a payment notification's resource decrypts to.
 * Fields beyond these (payer, bank_type, promotion_detail...) are dropped here: the payer's openid
 * is personal data we neither keep nor log.
 */
export const transactionSchema = z.object({
  appid: z.string().optional(),
  mchid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional(),
  trade_type: z.string().optional(),
  trade_state: z.string(),
  success_time: z.string().optional(),
  amount: z
    .object({
      total: fen.optional(),
      payer_total: fen.optional(),
      currency: z.string().optional(),
      payer_currency: z.string().optional(),
    })
    .optional(),
});
export type WechatTransaction = z.infer<typeof transactionSchema>;

export const nativeOrderAnswerSchema = z.object({ code_url: z.string().min(1) });

export const refundAnswerSchema = z.object({
  refund_id: z.string().min(1),
  out_refund_no: z.string(),
  out_trade_no: z.string(),
  status: z.string(),
  amount: z.object({ refund: fen, total: fen, currency: z.string() }),
});
export type WechatRefund = z.infer<typeof refundAnswerSchema>;

/** The notification body; its resource is encrypted with the APIv3 key. */
export const notificationSchema = z.object({
  id: z.string(),
  create_time: z.string().optional(),
  event_type: z.string(),
  resource_type: z.string(),
  resource: z.object({
    algorithm: z.string(),
    ciphertext: z.string(),
    nonce: z.string(),
    associated_data: z.string().optional(),
    original_type: z.string().optional(),
  }),
});

/** RFC 3339 with an offset, as WeChat Pay writes `success_time`; null when it is not one. */
export function parseWechatTime(text: string | undefined): Date | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}
