import { type AgreementKey, agreementsRoutes } from '@gpucloud/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallData, type CallInput, call } from '../../api/call';
import { agreementsKeys } from '../../features/agreements/hooks';
import { agreementKeys } from './keys';

/** A published version as the console lists it: the agreement and the name of who published it. */
export type OpsAgreementVersion = CallData<typeof agreementsRoutes.opsVersions>['versions'][number];

/** Every published version of an agreement, newest first: the first is the one in force. */
export function useAgreementVersions(key: AgreementKey) {
  return useQuery({
    queryKey: agreementKeys.versions(key),
    queryFn: async () => (await call(agreementsRoutes.opsVersions, { key })).versions,
  });
}

/** Publishes the next version; the history here and the public page's copy are then stale. */
export function usePublishAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof agreementsRoutes.opsPublish>) =>
      call(agreementsRoutes.opsPublish, input),
    onSuccess: (_data, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agreementKeys.versions(input.key) }),
        queryClient.invalidateQueries({ queryKey: agreementsKeys.agreement(input.key) }),
      ]),
  });
}
