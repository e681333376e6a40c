import { disksRoutes as api, instancesRoutes } from '@gpucloud/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallData, type CallInput, call } from '../../api/call';
import { hasSession } from '../../shared/session';

export type DiskList = CallData<typeof api.list>;
export type DiskRow = DiskList['list'][number];
export type SftpInfo = CallData<typeof api.sftpInfo>;
export type KeptDisk = CallData<typeof instancesRoutes.remainDisks>['list'][number];

/** Query keys of the cloud disk page, shared by the page and the invalidations. */
export const diskKeys = {
  all: ['disks'] as const,
  list: () => [...diskKeys.all, 'list'] as const,
  sftp: () => [...diskKeys.all, 'sftp'] as const,
  kept: () => [...diskKeys.all, 'kept'] as const,
  quote: (kind: string, input: object) => [...diskKeys.all, 'quote', kind, input] as const,
};

export function useDisks() {
  return useQuery({ queryKey: diskKeys.list(), queryFn: () => call(api.list), enabled: hasSession() });
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

/** The `_query_price` twin of a money dialog: asked again whenever the input changes. */
export function useCreateQuote(input: CallInput<typeof api.createQuote> | null) {
  return useQuery({
    queryKey: diskKeys.quote('create', input ?? {}),
    queryFn: () => call(api.createQuote, input ?? undefined),
    enabled: input !== null,
  });
}

export function useExpandQuote(input: CallInput<typeof api.expandQuote> | null) {
  return useQuery({
    queryKey: diskKeys.quote('expand', input ?? {}),
    queryFn: () => call(api.expandQuote, input ?? undefined),
    enabled: input !== null,
  });
}

export function useSftpQuote(input: CallInput<typeof api.sftpQuote> | null) {
  return useQuery({
    queryKey: diskKeys.quote('sftp', input ?? {}),
    queryFn: () => call(api.sftpQuote, input ?? undefined),
    enabled: input !== null,
  });
}

/** A change of the page's data: the lists are read again afterwards. */
function useDiskMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: diskKeys.all }),
  });
}

export const useCreateDisk = () =>
  useDiskMutation((input: CallInput<typeof api.create>) => call(api.create, input));
export const useAttachDisk = () =>
  useDiskMutation((input: CallInput<typeof api.attach>) => call(api.attach, input));
export const useDetachDisk = () =>
  useDiskMutation((input: CallInput<typeof api.detach>) => call(api.detach, input));
export const useExpandDisk = () =>
  useDiskMutation((input: CallInput<typeof api.expand>) => call(api.expand, input));
export const useDeleteDisk = () =>
  useDiskMutation((input: CallInput<typeof api.remove>) => call(api.remove, input));
export const useBuySftp = () =>
  useDiskMutation((input: CallInput<typeof api.buySftp>) => call(api.buySftp, input));
export const useResetSftpPassword = () => useDiskMutation(() => call(api.resetSftpPassword, {}));
export const useReleaseKept = () =>
  useDiskMutation((input: CallInput<typeof instancesRoutes.release>) => call(instancesRoutes.release, input));

/** The password is fetched only when asked for, and never cached. */
export function useRevealSftpPassword() {
  return useMutation({ gcTime: 0, mutationFn: () => call(api.revealSftpPassword, {}) });
}
