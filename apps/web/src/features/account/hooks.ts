import { accountRoutes as endpoints, type Route } from '@gpucloud/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../api/call';
import { accountKeys } from '../../shared/queries/account';
import { hasSession } from '../../shared/session';
import { subAccountInstancesBody } from './subAccountForms';

export {
  accountDisplayName,
  accountKeys,
  fetchUserInfo,
  isSubAccount,
  userInfoQuery,
  useUserInfo,
} from '../../shared/queries/account';

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
