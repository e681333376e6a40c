import { couponsRoutes } from '@gpucloud/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { type CouponListQuery, couponKeys } from '../../shared/queries/coupons';
import { useInvalidateMoney } from '../../shared/queries/wallet';
import { hasSession } from '../../shared/session';

export { type CouponFilter, type CouponListQuery, couponKeys } from '../../shared/queries/coupons';

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
