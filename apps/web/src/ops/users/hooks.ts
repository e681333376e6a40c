import {
  adminRoutes,
  type OpsUserInstanceFilter,
  type OpsUserSearchRequest,
  opsAccessKeyEndpoints,
  opsAccessKeysRoutes,
  opsServicesRoutes,
  opsUsersEndpoints,
  opsUsersRoutes,
  type SetCreditQuotaRequest,
  type StaffRole,
} from '@gpucloud/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { opsKeys } from '../keys';

export type UserSearch = Pick<OpsUserSearchRequest, 'q' | 'page'>;
export type UserList = 'ledger' | 'orders';

/** Query keys of the Users pages, under the console's root (logout removes them all). */
export const userKeys = {
  all: () => [...opsKeys.all, 'users'] as const,
  search: (query: UserSearch) => [...userKeys.all(), 'search', query] as const,
  user: (userId: number) => [...userKeys.all(), userId] as const,
  profile: (userId: number) => [...userKeys.user(userId), 'profile'] as const,
  list: (userId: number, list: UserList, page: number) => [...userKeys.user(userId), list, page] as const,
  instances: (userId: number, status: OpsUserInstanceFilter, page: number) =>
    [...userKeys.user(userId), 'instances', status, page] as const,
  subAccounts: (userId: number) => [...userKeys.user(userId), 'subAccounts'] as const,
  sessions: (userId: number) => [...userKeys.user(userId), 'sessions'] as const,
  accessKeys: (userId: number) => [...userKeys.user(userId), 'accessKeys'] as const,
};

/** Whether a role may call an endpoint of the map: the menu and buttons ask the server's own rule. */
export function roleMayCall(role: StaffRole | undefined, endpoint: { staffRoles?: readonly StaffRole[] }) {
  return role === 'admin' || (role !== undefined && (endpoint.staffRoles ?? []).includes(role));
}
export const USER_WRITES = {
  sessions: opsUsersEndpoints.endSessions,
  login: opsUsersEndpoints.disableLogin,
  accessKeys: opsAccessKeyEndpoints.disable,
} as const;

export function useUserSearch(query: UserSearch) {
  return useQuery({
    queryKey: userKeys.search(query),
    queryFn: () => call(opsUsersRoutes.search, { q: query.q, page: query.page, page_size: 20 }),
    placeholderData: keepPreviousData,
  });
}

export function useUserProfile(userId: number) {
  return useQuery({
    queryKey: userKeys.profile(userId),
    queryFn: () => call(opsUsersRoutes.profile, { user_id: userId }),
  });
}

const LIST_ROUTES = {
  ledger: opsUsersRoutes.ledger,
  orders: opsUsersRoutes.orders,
} as const;

/** One page (of 10) of an account's ledger or orders. */
export function useUserPage(userId: number, list: UserList, page: number) {
  return useQuery({
    queryKey: userKeys.list(userId, list, page),
    queryFn: () => call(LIST_ROUTES[list], { user_id: userId, page, page_size: 10 }),
    placeholderData: keepPreviousData,
  });
}

/** One page (of 10) of an account's instances in the filter's states (released ones too). */
export function useUserInstances(userId: number, status: OpsUserInstanceFilter, page: number) {
  return useQuery({
    queryKey: userKeys.instances(userId, status, page),
    queryFn: () => call(opsUsersRoutes.instances, { user_id: userId, status, page, page_size: 10 }),
    placeholderData: keepPreviousData,
  });
}

export function useUserSubAccounts(userId: number) {
  return useQuery({
    queryKey: userKeys.subAccounts(userId),
    queryFn: () => call(opsUsersRoutes.subAccounts, { user_id: userId }),
  });
}

export function useUserSessions(userId: number) {
  return useQuery({
    queryKey: userKeys.sessions(userId),
    queryFn: () => call(opsUsersRoutes.sessions, { user_id: userId }),
  });
}

/** A customer's service addresses (support sees them; opening one needs the customer's session). */
export function useUserServices(userId: number) {
  return useQuery({
    queryKey: [...userKeys.sessions(userId), 'services'] as const,
    queryFn: () => call(opsServicesRoutes.userServices, { user_id: userId }),
  });
}

/** The account's open-API keys, its sub-accounts' included (never their secrets). */
export function useUserAccessKeys(userId: number) {
  return useQuery({
    queryKey: userKeys.accessKeys(userId),
    queryFn: () => call(opsAccessKeysRoutes.list, { user_id: userId }),
  });
}

/** A write about one account, followed by fresh reads of everything shown of it. */
function useUserChange<Input, Output>(userId: number, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.user(userId) }),
  });
}

export function useEndSession(userId: number) {
  return useUserChange(userId, (sessionId: string) =>
    call(opsUsersRoutes.endSession, { user_id: userId, session_id: sessionId }),
  );
}

export function useEndSessions(userId: number) {
  return useUserChange(userId, (_: undefined) => call(opsUsersRoutes.endSessions, { user_id: userId }));
}

export function useSetLogin(userId: number, enable: boolean) {
  return useUserChange(userId, (reason: string) =>
    call(enable ? opsUsersRoutes.enableLogin : opsUsersRoutes.disableLogin, { user_id: userId, reason }),
  );
}

export function useSetCreditQuota(userId: number) {
  return useUserChange(
    userId,
    (input: Omit<SetCreditQuotaRequest, 'session' | 'quota'> & { quota: string }) =>
      call(adminRoutes.setCreditQuota, input),
  );
}

export function useDisableAccessKey(userId: number) {
  return useUserChange(userId, (input: { accessKeyId: string; reason: string }) =>
    call(opsAccessKeysRoutes.disable, {
      user_id: userId,
      access_key_id: input.accessKeyId,
      reason: input.reason,
    }),
  );
}
