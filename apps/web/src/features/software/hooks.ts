import { softwareRoutes } from '@gpucloud/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import './i18n';

/** Query keys of the public /software page, shared with the console's invalidations. */
export const softwareKeys = {
  all: ['software'] as const,
  list: () => [...softwareKeys.all, 'list'] as const,
};

/** The published products with their releases (newest first). */
export function useSoftwareList() {
  return useQuery({
    queryKey: softwareKeys.list(),
    queryFn: async () => (await call(softwareRoutes.list, {})).products,
    staleTime: 60_000,
  });
}

/** The software namespace's texts (platform and architecture names), for the console's release forms and lists. */
export function useSoftwareTexts() {
  return useTranslation('software').t;
}
