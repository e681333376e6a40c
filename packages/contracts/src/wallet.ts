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

/** Top-up order states: 0 waiting for payment, 1 paid, 2 closed (expired or cancelled, unpaid). */
export const TopUpStatus = { PENDING: 0, PAID: 1, CLOSED: 2 } as const;

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

export type CreateQrcodeRequest = z.infer<typeof createQrcodeRequest>;
export type SandboxNotification = z.infer<typeof sandboxNotificationSchema>;
