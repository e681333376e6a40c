import { type AgreementKey, agreementsRoutes } from '@gpucloud/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';

/** Query keys of the agreements, shared by pages, the acceptance dialog, forms' checkboxes and the console's invalidations. */
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
