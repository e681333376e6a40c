import { customImagesRoutes as api, type InstanceKind } from '@gpucloud/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { hasSession } from '../session';

/** Query keys of the custom images, shared by the images page, the order form, reinitialise and the invalidations. */
export const imageKeys = {
  all: ['customImages'] as const,
  own: () => [...imageKeys.all, 'own'] as const,
  shared: () => [...imageKeys.all, 'shared'] as const,
  usable: (kind: InstanceKind) => [...imageKeys.all, 'usable', kind] as const,
};

/** Ready images (own and shared) a host of this kind runs: the order form's and reinitialise's "My images". */
export function useUsableImages(kind: InstanceKind, enabled = true) {
  return useQuery({
    queryKey: imageKeys.usable(kind),
    queryFn: () => call(api.usable, { kind }),
    enabled: enabled && hasSession(),
  });
}
