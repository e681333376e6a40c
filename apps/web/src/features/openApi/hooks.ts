import { type AccessKeyRow, accessKeysRoutes as api } from '@gpucloud/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallData, type CallInput, call } from '../../api/call';
import { hasSession } from '../../shared/session';

export type KeyList = CallData<typeof api.list>;

/** A key with its secret, as create and rotate answer it: the only time the secret is seen. */
export type KeyWithSecret = CallData<typeof api.create>;

/** Query keys of the open-API feature, shared by the page and the invalidations. */
export const openApiKeys = {
  all: ['openApi'] as const,
  accessKeys: () => [...openApiKeys.all, 'accessKeys'] as const,
  subAccountKeys: () => [...openApiKeys.all, 'subAccountKeys'] as const,
};

/** The caller's keys (a sub-account's own), newest first, and how many it may hold. */
export function useAccessKeys() {
  return useQuery({
    queryKey: openApiKeys.accessKeys(),
    queryFn: () => call(api.list),
    enabled: hasSession(),
  });
}

/** Puts the answered key into the cached list (never its secret), then reads the list again. */
function storeKey(queryClient: QueryClient, key: AccessKeyRow) {
  queryClient.setQueryData<KeyList>(openApiKeys.accessKeys(), (list) => {
    if (!list) return list;
    const known = list.list.some((row) => row.AccessKeyId === key.AccessKeyId);
    const rows = known
      ? list.list.map((row) => (row.AccessKeyId === key.AccessKeyId ? key : row))
      : [key, ...list.list];
    return { ...list, list: rows };
  });
  return queryClient.invalidateQueries({ queryKey: openApiKeys.accessKeys() });
}

/**
 * Create and rotate answer the secret. `gcTime: 0` drops the finished mutation, and with it the
 * secret, as soon as its dialog closes; the caller keeps it only while the secret dialog shows.
 */
const SECRET_MUTATION = { gcTime: 0 } as const;

export function useCreateKey() {
  const queryClient = useQueryClient();
  return useMutation({
    ...SECRET_MUTATION,
    mutationFn: (body: CallInput<typeof api.create>) => call(api.create, body),
    onSuccess: (answer: KeyWithSecret) => storeKey(queryClient, answer.key),
  });
}

export function useRotateKey() {
  const queryClient = useQueryClient();
  return useMutation({
    ...SECRET_MUTATION,
    mutationFn: (body: CallInput<typeof api.rotate>) => call(api.rotate, body),
    onSuccess: (answer: KeyWithSecret) => storeKey(queryClient, answer.key),
  });
}

export function useSetKeyEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof api.setEnabled>) => call(api.setEnabled, body),
    onSuccess: (answer) => storeKey(queryClient, answer.key),
  });
}

export function useDeleteKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accessKeyId: string) => call(api.remove, { access_key_id: accessKeyId }),
    onSuccess: (_answer, accessKeyId) => {
      queryClient.setQueryData<KeyList>(openApiKeys.accessKeys(), (list) =>
        list ? { ...list, list: list.list.filter((row) => row.AccessKeyId !== accessKeyId) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: openApiKeys.accessKeys() });
    },
  });
}

/** A main account's view of its sub-accounts' keys (never their secrets); asked only by a main account. */
export function useSubAccountKeys(mainAccount: boolean) {
  return useQuery({
    queryKey: openApiKeys.subAccountKeys(),
    queryFn: () => call(api.subAccountList),
    enabled: mainAccount && hasSession(),
  });
}

/** Switches a sub-account's key off (or on again), then reads that list again. */
export function useSetSubAccountKeyEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof api.subAccountSetEnabled>) => call(api.subAccountSetEnabled, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: openApiKeys.subAccountKeys() }),
  });
}
