import { z } from 'zod';
import { envelopeSchema } from './envelope';
import {
  epochSeconds,
  idField,
  intEnumField,
  intRangeField,
  pageField,
  pageSizeField,
  sessionField,
  yuanFenField,
} from './fields';
import { staffSessionField } from './staff';

/** SPEC §3 coupon group, by its exact field names; times are epoch seconds, money is yuan. */
export const couponGroup = z.object({
  GroupId: z.number().int(),
  Name: z.string(),
  Type: z.number().int().describe('0 top-up voucher, 1 discount, 2 spend-threshold'),
  Amount: z.number().describe('yuan: what a top-up or threshold coupon is worth'),
  Discount: z.number().describe('price factor of a discount coupon, e.g. 0.9; 1 otherwise'),
  MoneyLimit: z.number().describe('yuan: the smallest order it applies to; 0 for any'),
  UseTimeLimit: z.number().int().describe('days it stays usable after claiming; 0 unlimited'),
  TargetGoods: z.string().describe('GPU model or instance kind it is for; empty for any'),
  TargetImage: z.string(),
  TargetUseMode: z.string().describe('hourly, daily, monthly or post_paid; empty for any'),
  TargetUserVerifyType: z.number().int().describe('0 everyone, 1 students, 2 enterprises'),
  BeginTime: z.number().int(),
  EndTime: z.number().int().describe('0: no end'),
  RemainNum: z.number().int(),
  IsAssigned: z.boolean().describe('the caller already claimed one'),
});

export const userCoupon = z.object({
  CouponId: z.number().int(),
  IsUsed: z.number().int().describe('1 used, 0 not'),
  EndTime: z.number().int().describe('when this coupon stops working (epoch seconds); 0 never'),
  ClaimTime: z.number().int(),
  CouponGroup: couponGroup.omit({ IsAssigned: true, RemainNum: true }),
});

export const visibleCouponGroupsResponse = envelopeSchema(z.object({ data: z.array(couponGroup) }));

export const assignCouponRequest = z.object({
  session: sessionField,
  group_id: idField,
});
export const assignCouponResponse = envelopeSchema(z.object({ CouponId: z.number().int() }));

/** Coupon list filter: -1 all, 0 unused, 1 used, 2 usable now (unused and not expired), 3 expired. */
export const userCouponsRequest = z.object({
  session: sessionField,
  page: pageField.default(1),
  page_size: pageSizeField.default(50),
  status: intEnumField([-1, 0, 1, 2, 3]).default(-1),
});
export const userCouponsResponse = envelopeSchema(
  z.object({ data: z.array(userCoupon), total: z.number().int() }),
);

export const useMoneyCouponRequest = z.object({
  session: sessionField,
  coupon_id: idField,
});
export const useMoneyCouponResponse = envelopeSchema(
  z.object({ Money: z.number().describe('balance after, yuan') }),
);

/** Staff (finance): a new coupon group. */
export const createCouponGroupRequest = z.object({
  session: staffSessionField,
  name: z.string().trim().min(1, 'is required').regex(/\S/, 'is required').max(100),
  type: intEnumField([0, 1, 2]).describe('0 top-up voucher, 1 discount, 2 spend-threshold'),
  amount: yuanFenField.default(0),
  discount: z
    .number()
    .min(0.0001)
    .max(1)
    .multipleOf(0.0001)
    .default(1)
    .describe('0.9 = 10% off; whole basis points'),
  money_limit: yuanFenField.default(0),
  use_time_limit: intRangeField(0, 3650).default(0),
  target_goods: z.string().max(60).default(''),
  target_image: z.string().max(120).default(''),
  target_use_mode: z.enum(['', 'hourly', 'daily', 'monthly', 'post_paid']).default(''),
  target_user_verify_type: intEnumField([0, 1, 2]).default(0),
  begin_time: epochSeconds(),
  end_time: epochSeconds().default(0),
  total_num: intRangeField(1, 10_000_000),
});
export const createCouponGroupResponse = envelopeSchema(z.object({ GroupId: z.number().int() }));

export type CouponGroup = z.infer<typeof couponGroup>;
export type UserCoupon = z.infer<typeof userCoupon>;
export type CreateCouponGroupRequest = z.infer<typeof createCouponGroupRequest>;
