import { opsPointsRoutes } from '@gpucloud/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallInput, call } from '../../api/call';
import { useChangeThenRefresh } from '../hooks';
import { scoreDeskKeys } from './keys';

export const REDEMPTIONS_PAGE_SIZE = 20;
export const USER_POINTS_PAGE_SIZE = 10;

/** Every item, published or not, with how many were redeemed. */
export function useDeskItems() {
  return useQuery({
    queryKey: scoreDeskKeys.items(),
    queryFn: async () => (await call(opsPointsRoutes.items)).list,
  });
}

export function useDeskRedemptions(query: { itemId: number | null; page: number }) {
  return useQuery({
    queryKey: scoreDeskKeys.redemptions(query),
    queryFn: () =>
      call(opsPointsRoutes.redemptions, {
        ...(query.itemId === null ? {} : { item_id: query.itemId }),
        page: query.page,
        page_size: REDEMPTIONS_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A customer's points: never cached long, a payment may have just earned some. */
export function useUserPoints(userId: number, page: number) {
  return useQuery({
    queryKey: scoreDeskKeys.userPoints(userId, page),
    queryFn: () =>
      call(opsPointsRoutes.userPoints, { user_id: userId, page, page_size: USER_POINTS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

// Every write changes the items table (stock, state, names); redemptions list item names too.
const deskLists = [scoreDeskKeys.all];

export function useCreateScoreItem() {
  return useChangeThenRefresh(
    (input: CallInput<typeof opsPointsRoutes.createItem>) => call(opsPointsRoutes.createItem, input),
    deskLists,
  );
}

export function useUpdateScoreItem() {
  return useChangeThenRefresh(
    (input: CallInput<typeof opsPointsRoutes.updateItem>) => call(opsPointsRoutes.updateItem, input),
    deskLists,
  );
}

export function useAddScoreStock() {
  return useChangeThenRefresh(
    (input: CallInput<typeof opsPointsRoutes.addStock>) => call(opsPointsRoutes.addStock, input),
    deskLists,
  );
}

export function usePublishScoreItem() {
  return useChangeThenRefresh(
    (input: CallInput<typeof opsPointsRoutes.publish>) => call(opsPointsRoutes.publish, input),
    deskLists,
  );
}
