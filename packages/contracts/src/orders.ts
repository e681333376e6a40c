import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { epochSeconds, intEnumField, pageField, pageSizeField, sessionField } from './fields';

export const ORDER_TYPES = ['top_up', 'purchase'] as const;

export const orderListRequest = z.object({
  session: sessionField,
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
  type: z.enum(ORDER_TYPES).optional().describe('top_up (QR top-ups) or purchase (paid from the wallet)'),
  status: intEnumField([0, 1, 2]).describe('0 waiting, 1 paid, 2 closed').optional(),
  start_time: epochSeconds().describe('created from (epoch seconds)').optional(),
  end_time: epochSeconds().describe('created before (epoch seconds)').optional(),
});

export const orderRow = z.object({
  OrderNo: z.string(),
  Type: z.enum(ORDER_TYPES),
  Title: z.string(),
  Amount: z.number().describe('yuan: what the order is for'),
  PayType: z.number().int().describe('top-ups: 0 Alipay, 1 WeChat, 2 bank transfer; purchases: -1 (wallet)'),
  PaidBalance: z.number().describe('yuan taken from the balance'),
  PaidVouchers: z.number().describe('yuan taken from compute vouchers'),
  Status: z.number().int().describe('0 waiting, 1 paid, 2 closed'),
  CreateAt: z.string(),
  PaidAt: z.string().nullable(),
});
export const orderListResponse = envelopeSchema(
  z.object({ data: z.array(orderRow), total: z.number().int() }),
);

/** CSV of top-up orders; the answer is the file itself (text/csv), not the envelope. */
export const exportRechargeOrderRequest = orderListRequest.omit({ page: true, page_size: true, type: true });
export const exportRechargeOrderResponse = z
  .string()
  .describe('one header line, then one line per top-up order (UTF-8, comma-separated)');

export type OrderListRequest = z.infer<typeof orderListRequest>;
export type OrderRow = z.infer<typeof orderRow>;
