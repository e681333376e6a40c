import { adminRoutes, opsContentRoutes } from '@gpucloud/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { contentKeys } from '../content/keys';
import { useChangeThenRefresh } from '../hooks';
import type { CouponGroupInput } from './couponForm';

export const COUPON_PAGE_SIZE = 20;

export function useCouponGroups(page: number) {
  return useQuery({
    queryKey: contentKeys.couponGroups(page),
    queryFn: () => call(opsContentRoutes.couponGroups, { page, page_size: COUPON_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useCouponClaims(groupId: number, query: { used: -1 | 0 | 1; page: number }) {
  return useQuery({
    queryKey: contentKeys.couponClaims(groupId, query),
    queryFn: () =>
      call(opsContentRoutes.couponClaims, {
        group_id: groupId,
        used: query.used,
        page: query.page,
        page_size: 10,
      }),
    placeholderData: keepPreviousData,
  });
}

const couponLists = [contentKeys.coupons()];

/** Created through the first-hour endpoint, which already takes every SPEC §3 field. */
export function useCreateCouponGroup() {
  return useChangeThenRefresh(
    (input: CouponGroupInput) => call(adminRoutes.createCouponGroup, input),
    couponLists,
  );
}

export function useStopCouponGroup() {
  return useChangeThenRefresh(
    (groupId: number) => call(opsContentRoutes.stopCouponGroup, { group_id: groupId }),
    couponLists,
  );
}
