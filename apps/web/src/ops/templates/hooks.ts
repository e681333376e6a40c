import { templatesRoutes as api } from '@gpucloud/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../api/call';
import { opsCatalogKeys } from '../catalog/hooks';
import { OPS_QUERY_ROOT } from '../paths';

/** Keys of the console's public templates, shared by the templates desk and the AI model editor. */
export const opsTemplateKeys = {
  all: [OPS_QUERY_ROOT, 'templates'] as const,
  list: () => [...opsTemplateKeys.all, 'list'] as const,
};

/** Every public template, published or not, and the images a template may run. */
export function useOpsTemplates() {
  return useQuery({ queryKey: opsTemplateKeys.list(), queryFn: () => call(api.opsList) });
}

/** A write changes the desk, and the AI models' editor that picks from these templates. */
function useTemplateChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: opsTemplateKeys.all });
      await queryClient.invalidateQueries({ queryKey: opsCatalogKeys.all });
    },
  });
}

export const useSaveOpsTemplate = () =>
  useTemplateChange((input: CallInput<typeof api.opsSave>) => call(api.opsSave, input));
export const usePublishOpsTemplate = () =>
  useTemplateChange((input: { id: number; published: boolean }) => call(api.opsPublish, input));
export const useDeleteOpsTemplate = () => useTemplateChange((id: number) => call(api.opsDelete, { id }));
