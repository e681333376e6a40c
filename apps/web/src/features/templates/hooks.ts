import { templatesRoutes as api, instancesRoutes } from '@gpucloud/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../api/call';
import { instanceKeys } from '../../shared/queries/instances';
import { templateKeys } from '../../shared/queries/templates';

export { templateKeys, useTemplates } from '../../shared/queries/templates';

function useTemplateMutation<R extends typeof api.save | typeof api.remove | typeof api.fromInstance>(
  route: R,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<R>) => call(route, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

export const useSaveTemplate = () => useTemplateMutation(api.save);
export const useDeleteTemplate = () => useTemplateMutation(api.remove);
export const useTemplateFromInstance = () => useTemplateMutation(api.fromInstance);

/** The caller's instances, to make a template from one (read afresh when the dialog opens). */
export function useInstanceChoices() {
  return useQuery({
    queryKey: [...instanceKeys.lists(), 'templateSources'],
    queryFn: async () => (await call(instancesRoutes.list, { page: 1, page_size: 100 })).data,
    staleTime: 0,
  });
}
