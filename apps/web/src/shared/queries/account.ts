import { accountRoutes as endpoints, type UserInfo } from '@gpucloud/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { hasSession } from '../session';

/** Query keys of the account module, shared by the account pages, the other features that read user info, prefetches and invalidations. */
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
