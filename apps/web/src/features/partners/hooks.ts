import { type PartnerInfo, partnersRoutes, type WithdrawalStatus } from '@gpucloud/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../api/call';
import { accountKeys } from '../../shared/queries/account';
import { hasSession } from '../../shared/session';

const api = partnersRoutes;

export type MachineIncomeQuery = CallInput<typeof api.machineIncome>;

/** Query keys of the sales-partner feature, shared by the pages and the invalidations. */
export const partnerKeys = {
  all: ['partners'] as const,
  info: () => [...partnerKeys.all, 'info'] as const,
  referrals: (page: number) => [...partnerKeys.all, 'referrals', page] as const,
  byMonth: (months: number) => [...partnerKeys.all, 'byMonth', months] as const,
  settlements: (page: number) => [...partnerKeys.all, 'settlements', page] as const,
  machineIncome: (query: MachineIncomeQuery) => [...partnerKeys.all, 'machineIncome', query] as const,
  withdrawals: (status: WithdrawalStatus | null, page: number) =>
    [...partnerKeys.all, 'withdrawals', status, page] as const,
};

export const REFERRALS_PAGE_SIZE = 10;
export const SETTLEMENTS_PAGE_SIZE = 10;
export const WITHDRAWALS_PAGE_SIZE = 20;

/** The caller as a partner; never cached, since finance decides and settles behind the page's back. */
export function usePartnerInfo() {
  return useQuery({
    queryKey: partnerKeys.info(),
    queryFn: () => call(api.info),
    enabled: hasSession(),
    staleTime: 0,
  });
}

export function useReferrals(page: number) {
  return useQuery({
    queryKey: partnerKeys.referrals(page),
    queryFn: () => call(api.referrals, { page, page_size: REFERRALS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useEarningsByMonth(months: number) {
  return useQuery({
    queryKey: partnerKeys.byMonth(months),
    queryFn: async () => (await call(api.byMonth, { months })).list,
  });
}

export function useSettlements(page: number) {
  return useQuery({
    queryKey: partnerKeys.settlements(page),
    queryFn: () => call(api.settlements, { page, page_size: SETTLEMENTS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useMachineIncome(query: MachineIncomeQuery) {
  return useQuery({
    queryKey: partnerKeys.machineIncome(query),
    queryFn: () => call(api.machineIncome, query),
    placeholderData: keepPreviousData,
  });
}

/** Only partners have withdrawals: `enabled` waits until the caller is known to be one. */
export function useWithdrawals(status: WithdrawalStatus | null, page: number, enabled: boolean) {
  return useQuery({
    queryKey: partnerKeys.withdrawals(status, page),
    queryFn: () =>
      call(api.withdrawals, { status: status ?? undefined, page, page_size: WITHDRAWALS_PAGE_SIZE }),
    enabled: enabled && hasSession(),
    placeholderData: keepPreviousData,
  });
}

/** The application answers the new partner state: it replaces the cached one at once. */
export function useApplyAsPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof api.apply>) => call(api.apply, body),
    onSuccess: (info: PartnerInfo) => queryClient.setQueryData(partnerKeys.info(), info),
  });
}

/** A withdrawal moves money between the pockets and adds a record: everything is read again. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof api.withdraw>) => call(api.withdraw, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}

/** A move to the balance changes the earnings and the balance of the top bar. */
export function useMoveToBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof api.toBalance>) => call(api.toBalance, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.userInfo() }),
      ]),
  });
}
