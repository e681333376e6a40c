import { templatesRoutes as api } from '@gpucloud/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { hasSession } from '../session';

/** Query keys of templates (issue 42), shared by the templates page, the order form and the invalidations. */
export const templateKeys = {
  all: ['templates'] as const,
  list: () => [...templateKeys.all, 'list'] as const,
  one: (id: number) => [...templateKeys.all, 'one', id] as const,
};

/** The account's private templates, the published public ones and the images a template may run. */
export function useTemplates(enabled = true) {
  return useQuery({
    queryKey: templateKeys.list(),
    queryFn: () => call(api.list),
    enabled: enabled && hasSession(),
  });
}
