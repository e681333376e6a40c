import { customImagesRoutes as api, instancesRoutes } from '@gpucloud/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallData, type CallInput, call } from '../../api/call';
import { imageKeys } from '../../shared/queries/images';
import { instanceKeys } from '../../shared/queries/instances';
import { hasSession } from '../../shared/session';

export { imageKeys, useUsableImages } from '../../shared/queries/images';

export type CustomImageList = CallData<typeof api.list>;

/** Polls while an image is being written, so it turns ready (or failed) on screen by itself. */
const CREATING_POLL_MS = 3_000;

export function useCustomImages() {
  return useQuery({
    queryKey: imageKeys.own(),
    queryFn: () => call(api.list),
    enabled: hasSession(),
    refetchInterval: (query) =>
      query.state.data?.list.some((image) => image.State === 'creating') ? CREATING_POLL_MS : false,
  });
}

export function useSharedImages() {
  return useQuery({
    queryKey: imageKeys.shared(),
    queryFn: () => call(api.sharedList),
    enabled: hasSession(),
  });
}

/**
 * The caller's stopped instances, the ones that can be saved. Read afresh each time the save dialog
 * opens (an instance stopped a moment ago must be there); kept under the instance lists' key so
 * every instance action refreshes it too.
 */
export function useSavableInstances() {
  return useQuery({
    queryKey: [...instanceKeys.lists(), 'savable'],
    queryFn: async () =>
      (await call(instancesRoutes.list, { page: 1, page_size: 100, status: 'stopped' })).data,
    staleTime: 0,
  });
}

function useImageMutation<
  R extends typeof api.save | typeof api.remove | typeof api.share | typeof api.unshare,
>(route: R) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<R>) => call(route, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: imageKeys.all }),
  });
}

export const useSaveImage = () => useImageMutation(api.save);
export const useDeleteImage = () => useImageMutation(api.remove);
export const useShareImage = () => useImageMutation(api.share);
export const useUnshareImage = () => useImageMutation(api.unshare);
