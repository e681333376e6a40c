import { pointsRoutes } from '@gpucloud/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { accountKeys } from '../../shared/queries/account';

const api = pointsRoutes;

/** Query keys of the score store, shared by the page and the invalidations after a change. */
export const pointsKeys = {
  all: ['points'] as const,
  items: () => [...pointsKeys.all, 'items'] as const,
  summary: () => [...pointsKeys.all, 'summary'] as const,
  ledger: (page: number) => [...pointsKeys.all, 'ledger', page] as const,
};

export function useScoreItems() {
  return useQuery({ queryKey: pointsKeys.items(), queryFn: async () => (await call(api.items)).list });
}

/** Points are never cached: a payment elsewhere may have earned some. */
export function usePointsSummary(enabled: boolean) {
  return useQuery({
    queryKey: pointsKeys.summary(),
    queryFn: () => call(api.summary),
    enabled,
    staleTime: 0,
  });
}

export function usePointsLedger(page: number, enabled: boolean) {
  return useQuery({
    queryKey: pointsKeys.ledger(page),
    queryFn: () => call(api.ledger, { page, page_size: 10 }),
    enabled,
  });
}

export function useCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.checkIn),
    onSettled: () => client.invalidateQueries({ queryKey: pointsKeys.all }),
  });
}

export function useRedeem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { item_id: number; request_id: string }) => call(api.redeem, input),
    // A voucher reward changes the wallet the top bar shows, beside the points.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: pointsKeys.all }),
        client.invalidateQueries({ queryKey: accountKeys.userInfo() }),
      ]),
  });
}
