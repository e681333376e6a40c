import { accountRoutes as endpoints, type Route, type UserInfo } from '@gpucloud/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../api/call';
import { hasSession } from '../../shared/session';
import { subAccountInstancesBody } from './subAccountForms';

/** Query keys of the account feature, shared by pages, prefetches and invalidations. */
export const accountKeys = {
  all: ['account'] as const,
  userInfo: () => [...accountKeys.all, 'userInfo'] as const,
  subAccounts: () => [...accountKeys.all, 'subAccounts'] as const,
  subAccountInstances: (scope: 'main' | 'own', subAccountId: number | 'all', page: number) =>
    [...accountKeys.all, 'subAccountInstances', scope, subAccountId, page] as const,
};

export function fetchUserInfo(): Promise<UserInfo> {
  return call(endpoints.userInfo);
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
    mutationFn: (name: string) => call(endpoints.modifyUserName, { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.userInfo() }),
  });
}

/** A main account's sub-accounts (the server refuses sub-accounts with 100041). */
export function useSubAccounts(enabled = true) {
  return useQuery({
    queryKey: accountKeys.subAccounts(),
    queryFn: async () => (await call(endpoints.subAccounts)).data,
    enabled: enabled && hasSession(),
  });
}

/**
 * One sub-account call; afterwards the list (and the instances naming sub-accounts) are read
 * again, so what the table shows is what the server kept.
 */
export function useSubAccountCall<E extends Route>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<E>) => call(endpoint, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.subAccounts() }),
        queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'subAccountInstances'] }),
      ]),
  });
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
        ? call(endpoints.subAccountInstances, subAccountInstancesBody(subAccountId, page, pageSize))
        : call(endpoints.ownSubAccountInstances, { page, page_size: pageSize }),
    placeholderData: keepPreviousData,
    enabled: hasSession(),
  });
}

export function useUnregisterCheck() {
  return useMutation({ mutationFn: () => call(endpoints.unregisterCheck) });
}

export function useUnregister() {
  return useMutation({
    mutationFn: (verifyCode: string) => call(endpoints.unregister, { verify_code: verifyCode, agree: true }),
  });
}
