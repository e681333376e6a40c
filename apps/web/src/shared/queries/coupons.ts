/** `/get_user_assigned_coupon` status: -1 all, 0 unused, 1 used, 2 usable now, 3 expired. */
export type CouponFilter = -1 | 0 | 1 | 2 | 3;

export interface CouponListQuery {
  page: number;
  page_size: number;
  status: CouponFilter;
}

/** Query keys of the coupons, shared by the coupons page and the order form; everything starts with 'coupons' so money moves refresh it. */
export const couponKeys = {
  all: ['coupons'] as const,
  mine: () => [...couponKeys.all, 'mine'] as const,
  mineList: (query: CouponListQuery) => [...couponKeys.mine(), query] as const,
  groups: () => [...couponKeys.all, 'groups'] as const,
};
