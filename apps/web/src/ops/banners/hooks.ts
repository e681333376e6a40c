import { type BannerInput, opsBannersRoutes } from '@gpucloud/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { noticeKeys } from '../../shared/queries/notices';
import { contentKeys } from '../content/keys';

export function useBannerList() {
  return useQuery({
    queryKey: contentKeys.banners(),
    queryFn: () => call(opsBannersRoutes.bannerList, {}),
  });
}

/** After a change the console's list is stale, and so is the store's copy in this browser. */
function useBannerChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.banners() }),
        queryClient.invalidateQueries({ queryKey: [...noticeKeys.all, 'banners'] }),
      ]),
  });
}

export function useCreateBanner() {
  return useBannerChange((input: BannerInput) => call(opsBannersRoutes.createBanner, input));
}

export function useUpdateBanner() {
  return useBannerChange((input: BannerInput & { id: number }) => call(opsBannersRoutes.updateBanner, input));
}

export function useSetBannerActive() {
  return useBannerChange(({ id, active }: { id: number; active: boolean }) =>
    call(active ? opsBannersRoutes.activateBanner : opsBannersRoutes.deactivateBanner, { id }),
  );
}

export function useReorderBanners() {
  return useBannerChange((ids: number[]) => call(opsBannersRoutes.reorderBanners, { ids }));
}

export function useDeleteBanner() {
  return useBannerChange((id: number) => call(opsBannersRoutes.deleteBanner, { id }));
}
