import { checkTopUpAmount, TOP_UP_MAX_FEN, TOP_UP_MIN_FEN } from '@gpucloud/domain';
import { z } from 'zod';
import { PayType } from './constants';
import { emptyData, envelopeSchema } from './envelope';
import { intEnumField, sessionField, yuanField } from './fields';

/** A top-up amount in yuan as typed (number or text); parses to fen by the rule of SPEC §5. */
export const topUpAmountField = yuanField({
  minFen: TOP_UP_MIN_FEN,
  maxFen: TOP_UP_MAX_FEN,
  problem: (input) => {
    const checked = typeof input === 'number' || typeof input === 'string' ? checkTopUpAmount(input) : null;
    return checked && !checked.ok ? checked.problem : 'invalid amount';
  },
});

export const payTypeField = intEnumField([PayType.ALIPAY, PayType.WECHAT, PayType.BANK_TRANSFER]).describe(
  '0 Alipay, 1 WeChat, 2 bank transfer',
);

export const outTradeNoField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be an order number')
  .describe('our order number');

export const createQrcodeRequest = z.object({
  session: sessionField,
  amount: topUpAmountField,
  pay_type: payTypeField,
});
export const createQrcodeResponse = envelopeSchema(
  z.object({
    out_trade_no: z.string(),
    amount: z.number().describe('yuan'),
    pay_type: z.number().int(),
    expires_at: z.string(),
  }),
);

export const outTradeNoRequest = z.object({ session: sessionField, out_trade_no: outTradeNoField });

const qrPayload = z.object({ data: z.object({ qrcode: z.string().describe('what the QR encodes') }) });
export const getQrcodeResponse = envelopeSchema(
  z.object({
    wx_resp: qrPayload.optional().describe('WeChat orders'),
    ali_resp: qrPayload.optional().describe('Alipay orders'),
    expires_at: z.string().describe('the QR stops working at this time'),
  }),
);

export const getOrderStatusResponse = envelopeSchema(
  z.object({
    Status: z.number().int().describe('0 waiting, 1 paid, 2 closed'),
    out_trade_no: z.string(),
    amount: z.number().describe('yuan'),
  }),
);

/**
 * The sandbox gateway's notification to /api/payment/notify/sandbox, modelled on WeChat Pay's: the
 * fields, then a signature over them (signed and checked by the server's sandbox provider).
 */
export const sandboxNotificationSchema = z.object({
  out_trade_no: z.string().min(1).max(64),
  transaction_id: z.string().min(1).max(64),
  amount_fen: z.number().int().positive(),
  trade_state: z.enum(['SUCCESS']),
  success_time: z.iso.datetime({ offset: true }),
  nonce: z.string().min(8).max(64),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'must be a hex HMAC-SHA256'),
});
export const paymentNotifyResponse = envelopeSchema(emptyData);

/**
 * WeChat Pay API v3's payment notification as it arrives (the `Wechatpay-*` headers sign the exact
 * body; `resource` is AEAD_AES_256_GCM-encrypted with the merchant's APIv3 key). Fields WeChat adds
 * later are kept.
 */
export const wechatPayNotificationSchema = z.looseObject({
  id: z.string().min(1).max(64),
  create_time: z.string().min(1).max(64),
  event_type: z.string().min(1).max(64),
  resource_type: z.string().min(1).max(64),
  resource: z.looseObject({
    algorithm: z.literal('AEAD_AES_256_GCM'),
    ciphertext: z.string().min(1).max(16_384),
    nonce: z.string().min(1).max(64),
    associated_data: z.string().max(256).optional(),
    original_type: z.string().max(64).optional(),
  }),
  summary: z.string().max(256).optional(),
});
/**
 * The signature headers of a WeChat Pay notification. Optional to the schema so that one without them
 * is refused in WeChat Pay's own form (400 `{"code":"FAIL"}`), not as a malformed request of ours.
 */
export const wechatPayNotificationHeaders = z.looseObject({
  'wechatpay-signature': z.string().min(1).max(1024).optional(),
  'wechatpay-timestamp': z
    .string()
    .regex(/^\d{1,12}$/, 'must be Unix seconds')
    .optional(),
  'wechatpay-nonce': z.string().min(1).max(64).optional(),
  'wechatpay-serial': z.string().min(1).max(128).optional(),
});
/** What WeChat Pay reads from a refusal (a success is 204 with no body). */
export const wechatPayNotifyRefusal = z.object({ code: z.literal('FAIL'), message: z.string() });

/**
 * Alipay's asynchronous notification, a form: RSA2-signed over every field but `sign` and
 * `sign_type`, so every field is kept as it came.
 */
export const alipayNotificationSchema = z.looseObject({
  notify_id: z.string().min(1).max(128),
  notify_time: z.string().min(1).max(32),
  app_id: z.string().min(1).max(32),
  out_trade_no: z.string().min(1).max(64),
  trade_status: z.string().min(1).max(32),
  sign_type: z.literal('RSA2'),
  sign: z.string().min(1).max(1024),
});
/** Alipay reads `success` as taken; anything else (we answer `failure`) is sent again later. */
export const alipayNotifyAnswer = z.enum(['success', 'failure']);

export type CreateQrcodeRequest = z.infer<typeof createQrcodeRequest>;
export type SandboxNotification = z.infer<typeof sandboxNotificationSchema>;
