import { type AgreementKey, agreementAcceptanceRoutes, agreementsRoutes } from '@gpucloud/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call';

/** Query keys of the agreements, shared by pages, the acceptance dialog and the console's invalidations. */
export const agreementsKeys = {
  all: ['agreements'] as const,
  agreement: (key: AgreementKey) => [...agreementsKeys.all, key] as const,
  list: () => [...agreementsKeys.all, 'list'] as const,
  pending: () => [...agreementsKeys.all, 'pending'] as const,
};

/** A new version is rare, and a reader who stays on the page keeps the text they started reading. */
const AGREEMENT_STALE_MS = 5 * 60_000;

/** The version in force of an agreement, in both languages. */
export function useAgreement(key: AgreementKey) {
  return useQuery({
    queryKey: agreementsKeys.agreement(key),
    queryFn: () => call(agreementsRoutes.agreement, { key }),
    staleTime: AGREEMENT_STALE_MS,
  });
}

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
