import { sshKeysRoutes as api } from '@gpucloud/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallData, type CallInput, call } from '../../api/call';
import { hasSession } from '../../shared/session';

export type SshKeyList = CallData<typeof api.list>;

/** Query keys of the SSH keys feature, shared by the page and the invalidations. */
export const sshKeysKeys = {
  all: ['sshKeys'] as const,
  list: () => [...sshKeysKeys.all, 'list'] as const,
};

/** The caller's keys (a sub-account's own), newest first, and how many it may hold. */
export function useSshKeys() {
  return useQuery({ queryKey: sshKeysKeys.list(), queryFn: () => call(api.list), enabled: hasSession() });
}

export function useAddSshKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof api.add>) => call(api.add, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sshKeysKeys.all }),
  });
}

export function useDeleteSshKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: number) => call(api.remove, { key_id: keyId }),
    onSuccess: (_answer, keyId) => {
      queryClient.setQueryData<SshKeyList>(sshKeysKeys.list(), (list) =>
        list ? { ...list, list: list.list.filter((row) => row.KeyId !== keyId) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: sshKeysKeys.all });
    },
  });
}
