import { z } from 'zod';
import { couponGroup } from './coupons';
import { envelopeSchema } from './envelope';
import { idField, intEnumField, pageField, pageSizeField } from './fields';
import { staffSessionField } from './staff';

/**
 * Where a group stands for the console: stopped by staff, not begun, past its end, none left, or
 * claimable. A stopped group takes no new claims; coupons already claimed stay usable until they expire.
 */
export const COUPON_GROUP_STATES = ['active', 'scheduled', 'ended', 'sold_out', 'stopped'] as const;
export type CouponGroupState = (typeof COUPON_GROUP_STATES)[number];

export const opsCouponGroupListRequest = z.object({
  session: staffSessionField,
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});

/** A coupon group as finance sees it: the SPEC §3 fields with its counts and state. */
export const opsCouponGroup = couponGroup.omit({ IsAssigned: true }).extend({
  TotalNum: z.number().int(),
  ClaimedNum: z.number().int().describe('coupons claimed from the group'),
  UsedNum: z.number().int().describe('claimed coupons used on an order or a top-up'),
  State: z.enum(COUPON_GROUP_STATES),
  StoppedAt: z.string().nullable().describe('ISO 8601; null unless stopped'),
  CreateAt: z.string(),
});
export const opsCouponGroupListResponse = envelopeSchema(
  z.object({ data: z.array(opsCouponGroup), total: z.number().int() }),
);

/** Claims of one group: -1 all, 0 not used yet, 1 used. */
export const opsCouponClaimsRequest = z.object({
  session: staffSessionField,
  group_id: idField,
  used: intEnumField([-1, 0, 1]).default(-1),
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});

export const opsCouponClaim = z.object({
  CouponId: z.number().int(),
  UserId: z.number().int(),
  Phone: z.string(),
  UserName: z.string(),
  ClaimTime: z.string().describe('ISO 8601'),
  EndTime: z.string().nullable().describe('when the coupon stops working; null never'),
  UsedAt: z.string().nullable(),
  UsedOn: z
    .enum(['', 'order', 'top_up'])
    .describe('what it paid for: an order, a balance top-up, or nothing yet'),
  UsedRef: z.string().describe('the order number, or the coupon itself for a top-up voucher'),
  OrderTitle: z.string().describe('what the order bought; empty otherwise'),
});
export const opsCouponClaimsResponse = envelopeSchema(
  z.object({ data: z.array(opsCouponClaim), total: z.number().int() }),
);

export const opsStopCouponGroupRequest = z.object({
  session: staffSessionField,
  group_id: idField,
});
export const opsStopCouponGroupResponse = envelopeSchema(
  z.object({ GroupId: z.number().int(), StoppedAt: z.string() }),
);

export type OpsCouponGroup = z.infer<typeof opsCouponGroup>;
export type OpsCouponClaim = z.infer<typeof opsCouponClaim>;
export type OpsCouponClaimsRequest = z.infer<typeof opsCouponClaimsRequest>;
