import type { InstanceRow, SubAccountRow, UserInfo } from '@gpucloud/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../api/client';
import { hasSession } from '../../shared/session';
import { subAccountInstancesBody, type UnregisterBlocker } from './subAccountForms';

/** Query keys of the account feature, shared by pages, prefetches and invalidations. */
export const accountKeys = {
  all: ['account'] as const,
  userInfo: () => [...accountKeys.all, 'userInfo'] as const,
  subAccounts: () => [...accountKeys.all, 'subAccounts'] as const,
  subAccountInstances: (scope: 'main' | 'own', subAccountId: number | 'all', page: number) =>
    [...accountKeys.all, 'subAccountInstances', scope, subAccountId, page] as const,
};

export function fetchUserInfo(): Promise<UserInfo> {
  return apiPost<UserInfo>('/get_user_info');
}

/** The logged-in account, for hooks and for the navigation guard's prefetch and wait. */
export function userInfoQuery() {
  return queryOptions({ queryKey: accountKeys.userInfo(), queryFn: fetchUserInfo });
}

/** The logged-in account; idle (no request) while there is no session. */
export function useUserInfo() {
  return useQuery({ ...userInfoQuery(), enabled: hasSession() });
}

/** The name people know the account by: a sub-account's own login name, else the account name. */
export function accountDisplayName(info: UserInfo): string {
  return info.SubAccount?.Name ?? info.Name;
}

/** SPEC §6: an account is a sub-account when it has SubAccount info. */
export function isSubAccount(info: UserInfo): boolean {
  return info.SubAccount !== null;
}

export function useRename() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiPost<unknown>('/modify_user_name', { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.userInfo() }),
  });
}

/** A main account's sub-accounts (the server refuses sub-accounts with 100041). */
export function useSubAccounts(enabled = true) {
  return useQuery({
    queryKey: accountKeys.subAccounts(),
    queryFn: async () => (await apiPost<{ data: SubAccountRow[] }>('/get_user_sub_accounts')).data,
    enabled: enabled && hasSession(),
  });
}

/**
 * One sub-account call; afterwards the list (and the instances naming sub-accounts) are read
 * again, so what the table shows is what the server kept.
 */
export function useSubAccountCall<TBody extends object>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => apiPost<unknown>(path, { ...body } as Record<string, unknown>),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.subAccounts() }),
        queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'subAccountInstances'] }),
      ]),
  });
}

export interface InstancePage {
  data: InstanceRow[];
  total: number;
}

/** Instances of sub-accounts: a main account's view of them, or a sub-account's own. */
export function useSubAccountInstances(
  scope: 'main' | 'own',
  subAccountId: number | 'all',
  page: number,
  pageSize: number,
) {
  return useQuery({
    queryKey: accountKeys.subAccountInstances(scope, subAccountId, page),
    queryFn: () =>
      scope === 'main'
        ? apiPost<InstancePage>(
            '/get_user_sub_account_container',
            subAccountInstancesBody(subAccountId, page, pageSize),
          )
        : apiPost<InstancePage>('/get_sub_account_container', { page, page_size: pageSize }),
    placeholderData: keepPreviousData,
    enabled: hasSession(),
  });
}

export interface UnregisterCheck {
  CanUnregister: boolean;
  Blockers: { Kind: UnregisterBlocker; Detail: string }[];
}

export function useUnregisterCheck() {
  return useMutation({ mutationFn: () => apiPost<UnregisterCheck>('/unregister_check') });
}

export function useUnregister() {
  return useMutation({
    mutationFn: (verifyCode: string) =>
      apiPost<unknown>('/unregister', { verify_code: verifyCode, agree: true }),
  });
}
