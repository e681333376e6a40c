import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { phoneField, sessionField } from './fields';

export const gpuPriceInfoRequest = z.object({
  session: sessionField,
  phone: phoneField.optional().describe('accepted for compatibility; the table is the same for everyone'),
});

export const vipInfo = z.object({
  VipLevel: z.number().int().min(0).max(4),
  Name: z.enum(['ordinary', 'bronze', 'silver', 'gold', 'diamond']),
  VipDiscount: z.number().describe('price factor on main nodes, e.g. 0.98'),
  VipFold: z.number().describe('the same as a fold value, e.g. 9.8'),
  MinAccumulated: z.number().describe('yuan of accumulated top-ups that reach this level'),
  Threshold: z.number().describe("this level's threshold: yuan that reaching the next level takes"),
});

/** `vipInfos[n]` is level n, so `vipInfos[1..4].VipDiscount` are the member discounts (SPEC §3). */
export const gpuPriceInfoResponse = envelopeSchema(z.object({ vipInfos: z.array(vipInfo).length(5) }));
export type VipInfo = z.infer<typeof vipInfo>;
