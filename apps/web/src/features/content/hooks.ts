import { type AgreementKey, agreementsRoutes } from '@gpucloud/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';

/** Query keys of the public content pages, shared by pages and the console's invalidations. */
export const contentKeys = {
  all: ['content'] as const,
  agreements: () => [...contentKeys.all, 'agreement'] as const,
  agreement: (key: AgreementKey) => [...contentKeys.agreements(), key] as const,
};

/** A new version is rare, and a reader who stays on the page keeps the text they started reading. */
const AGREEMENT_STALE_MS = 5 * 60_000;

/** The version in force of an agreement, in both languages. */
export function useAgreement(key: AgreementKey) {
  return useQuery({
    queryKey: contentKeys.agreement(key),
    queryFn: () => call(agreementsRoutes.agreement, { key }),
    staleTime: AGREEMENT_STALE_MS,
  });
}
