import { disksRoutes as api, instancesRoutes, type Route } from '@gpucloud/contracts';
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallData, type CallInput, call } from '../../api/call';
import { instanceKeys } from '../../shared/queries/instances';
import { moneyQueryKeys } from '../../shared/queries/wallet';
import { hasSession } from '../../shared/session';

export type DiskList = CallData<typeof api.list>;
export type DiskRow = DiskList['list'][number];
export type SftpInfo = CallData<typeof api.sftpInfo>;
export type StorageQuote = CallData<typeof api.createQuote>;
export type KeptDisk = CallData<typeof instancesRoutes.remainDisks>['list'][number];

/** Query keys of the cloud disk page, shared by the page and the invalidations. */
export const diskKeys = {
  all: ['disks'] as const,
  list: () => [...diskKeys.all, 'list'] as const,
  sftp: () => [...diskKeys.all, 'sftp'] as const,
  kept: () => [...diskKeys.all, 'kept'] as const,
  quote: (path: string, body: object | null) => [...diskKeys.all, 'quote', path, body] as const,
};

/** Polls while a disk is being made, so it turns ready (or failed) on screen by itself. */
const CREATING_POLL_MS = 3_000;

export function useDisks() {
  return useQuery({
    queryKey: diskKeys.list(),
    queryFn: () => call(api.list),
    enabled: hasSession(),
    refetchInterval: (query) =>
      query.state.data?.list.some((disk) => disk.Status === 'creating') ? CREATING_POLL_MS : false,
  });
}

export function useSftpInfo() {
  return useQuery({ queryKey: diskKeys.sftp(), queryFn: () => call(api.sftpInfo), enabled: hasSession() });
}

export function useKeptDisks() {
  return useQuery({
    queryKey: diskKeys.kept(),
    queryFn: () => call(instancesRoutes.remainDisks, {}),
    enabled: hasSession(),
  });
}

/**
 * The `_query_price` twin of a money dialog, asked again whenever its input changes (null: not
 * yet a valid input). Never cached: a price must be current when it is shown and paid.
 */
function useStorageQuote<E extends Route>(endpoint: E, body: CallInput<E> | null) {
  return useQuery({
    queryKey: diskKeys.quote(endpoint.path, body),
    queryFn: body === null ? skipToken : () => call(endpoint, body),
    placeholderData: keepPreviousData,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

export const useCreateQuote = (body: CallInput<typeof api.createQuote> | null) =>
  useStorageQuote(api.createQuote, body);
export const useExpandQuote = (body: CallInput<typeof api.expandQuote> | null) =>
  useStorageQuote(api.expandQuote, body);
export const useSftpQuote = (body: CallInput<typeof api.sftpQuote> | null) =>
  useStorageQuote(api.sftpQuote, body);

/**
 * One call that changes the page's data, which is read again afterwards: with `money`, also the
 * balances, ledger and orders (the top bar's chip); with `instances`, the instance list.
 */
function useStorageCall<E extends Route>(
  endpoint: E,
  touches: { money?: boolean; instances?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<E>) => call(endpoint, body),
    onSettled: () => {
      const keys: (readonly unknown[])[] = [];
      if (touches.money) keys.push(...moneyQueryKeys());
      if (touches.instances) keys.push(instanceKeys.all);
      return Promise.all([
        // The lists, not the quote of the dialog that is closing.
        queryClient.invalidateQueries({
          queryKey: diskKeys.all,
          predicate: (query) => query.queryKey[1] !== 'quote',
        }),
        ...keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
  });
}

export const useCreateDisk = () => useStorageCall(api.create, { money: true });
export const useAttachDisk = () => useStorageCall(api.attach, { instances: true });
export const useDetachDisk = () => useStorageCall(api.detach, { instances: true });
export const useExpandDisk = () => useStorageCall(api.expand, { money: true });
export const useDeleteDisk = () => useStorageCall(api.remove);
export const useBuySftp = () => useStorageCall(api.buySftp, { money: true });
export const useResetSftpPassword = () => useStorageCall(api.resetSftpPassword);
export const useRemoveKeptDisk = () =>
  useStorageCall(instancesRoutes.release, { money: true, instances: true });

/** The password is fetched only when asked for, and kept by nothing but the dialog showing it. */
export function useRevealSftpPassword() {
  return useMutation({ gcTime: 0, mutationFn: () => call(api.revealSftpPassword, {}) });
}
