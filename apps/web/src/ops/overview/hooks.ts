import { opsContentRoutes } from '@gpucloud/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { contentKeys } from '../content/keys';

/** Today's figures move all day: refetched each minute while the page is open. */
export function useOverview() {
  return useQuery({
    queryKey: contentKeys.overview(),
    queryFn: () => call(opsContentRoutes.overview),
    refetchInterval: 60_000,
  });
}
