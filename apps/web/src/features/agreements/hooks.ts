import { type AgreementKey, agreementAcceptanceRoutes } from '@gpucloud/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';
import { agreementsKeys } from '../../shared/queries/agreements';

export { agreementsKeys, useAgreement } from '../../shared/queries/agreements';

/** Every agreement's version in force, for the /agreements index. */
export function useAgreementList() {
  return useQuery({
    queryKey: agreementsKeys.list(),
    queryFn: async () => (await call(agreementAcceptanceRoutes.list, {})).agreements,
    staleTime: 5 * 60_000,
  });
}

/** Standing agreements with a version the signed-in account has not accepted (asked on each console visit). */
export function usePendingAgreements(enabled: boolean) {
  return useQuery({
    queryKey: agreementsKeys.pending(),
    queryFn: async () => (await call(agreementAcceptanceRoutes.pending, {})).agreements,
    enabled,
    staleTime: 0,
  });
}

export function useAcceptAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { key: AgreementKey; version: number }) =>
      call(agreementAcceptanceRoutes.accept, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agreementsKeys.pending() }),
  });
}
