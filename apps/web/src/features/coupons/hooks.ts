import { couponsRoutes } from '@gpucloud/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { useInvalidateMoney } from '../../shared/queries/wallet';
import { hasSession } from '../../shared/session';

/** `/get_user_assigned_coupon` status: -1 all, 0 unused, 1 used, 2 usable now, 3 expired. */
export type CouponFilter = -1 | 0 | 1 | 2 | 3;

export interface CouponListQuery {
  page: number;
  page_size: number;
  status: CouponFilter;
}

/** Query keys of the coupons feature; everything starts with 'coupons' so money moves refresh it. */
export const couponKeys = {
  all: ['coupons'] as const,
  mine: () => [...couponKeys.all, 'mine'] as const,
  mineList: (query: CouponListQuery) => [...couponKeys.mine(), query] as const,
  groups: () => [...couponKeys.all, 'groups'] as const,
};

export function useMyCoupons(query: CouponListQuery) {
  return useQuery({
    queryKey: couponKeys.mineList(query),
    queryFn: () => call(couponsRoutes.userCoupons, { ...query }),
    enabled: hasSession(),
    placeholderData: keepPreviousData,
  });
}

export function useCouponGroups() {
  return useQuery({
    queryKey: couponKeys.groups(),
    queryFn: async () => (await call(couponsRoutes.visibleGroups)).data,
    enabled: hasSession(),
  });
}

/** `/assign_to_user`: claims one coupon of a group. */
export function useClaimCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) => call(couponsRoutes.claim, { group_id: groupId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}

/** `/use_money_coupon`: turns a top-up voucher into balance. */
export function useRedeemTopUpVoucher() {
  const invalidateMoney = useInvalidateMoney();
  return useMutation({
    mutationFn: (couponId: number) => call(couponsRoutes.useMoneyCoupon, { coupon_id: couponId }),
    onSettled: () => invalidateMoney(),
  });
}
