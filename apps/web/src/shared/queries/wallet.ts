import { accountRoutes, runwayRoutes, storeRoutes, walletRoutes } from '@gpucloud/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { hasSession } from '../session';
import { accountKeys } from './account';

/** Query keys of the wallet (top-up, membership, compute vouchers), shared by the wallet pages and the features that move money. */
export const walletKeys = {
  all: ['wallet'] as const,
  vipInfo: () => [...walletKeys.all, 'vipInfo'] as const,
  vipTable: () => [...walletKeys.all, 'vipTable'] as const,
  voucherPacks: () => [...walletKeys.all, 'voucherPacks'] as const,
  runway: () => [...walletKeys.all, 'runway'] as const,
};

/** Everything a money movement can change: the wallet's own queries, user info and the finance lists. */
export function moneyQueryKeys() {
  return [walletKeys.all, accountKeys.userInfo(), ['billing'] as const, ['coupons'] as const];
}

export function useInvalidateMoney() {
  const queryClient = useQueryClient();
  return () => Promise.all(moneyQueryKeys().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** `/get_user_vip_info`: score, level and experience percent (silent on failure, SPEC §8). */
export function vipInfoQuery() {
  return queryOptions({
    queryKey: walletKeys.vipInfo(),
    queryFn: async () => (await call(accountRoutes.userVipInfo)).data,
  });
}

export function useVipInfo() {
  return useQuery({ ...vipInfoQuery(), enabled: hasSession() });
}

/** `/gpu_priceinfo`: the membership table, `vipInfos[n]` being level n. */
export function vipTableQuery(phone: string | undefined) {
  return queryOptions({
    queryKey: walletKeys.vipTable(),
    queryFn: async () => (await call(storeRoutes.gpuPriceInfo, { phone })).vipInfos,
    staleTime: 60 * 60_000,
  });
}

export function useVipTable(phone: string | undefined) {
  return useQuery(vipTableQuery(phone));
}

export function useSetPayPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voucherFirst: boolean) =>
      call(walletRoutes.setPayPreference, { voucher_first: voucherFirst }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.userInfo() }),
  });
}

/**
 * `/wallet/get_runway`: how long the funds last at the current burn. Under the wallet's key, so
 * every money movement refreshes it; a minute old at most, as instances start and stop.
 */
export function runwayQuery() {
  return queryOptions({
    queryKey: walletKeys.runway(),
    queryFn: () => call(runwayRoutes.get),
    refetchInterval: 60_000,
  });
}

export function useRunway() {
  return useQuery({ ...runwayQuery(), enabled: hasSession() });
}

/** `/wallet/set_low_balance_threshold`: the threshold in yuan as typed (the contract reads it). */
export function useSetLowBalanceThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (threshold: string) => call(runwayRoutes.setThreshold, { threshold }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.runway() }),
  });
}
