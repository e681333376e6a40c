import { webhooksRoutes as api } from '@gpucloud/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallData, type CallInput, call } from '../../api/call';
import { hasSession } from '../../shared/session';

export type WebhookList = CallData<typeof api.list>;
export type WebhookSecretAnswer = CallData<typeof api.create>;

/** Query keys of the webhooks feature, shared by the page and the invalidations. */
export const webhooksKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhooksKeys.all, 'list'] as const,
  deliveries: (endpointId: number, page: number) =>
    [...webhooksKeys.all, 'deliveries', endpointId, page] as const,
};

export function useWebhooks() {
  return useQuery({ queryKey: webhooksKeys.list(), queryFn: () => call(api.list), enabled: hasSession() });
}

/** An endpoint's deliveries, newest first (refreshed while some are still being retried). */
export function useWebhookDeliveries(endpointId: number, page: number) {
  return useQuery({
    queryKey: webhooksKeys.deliveries(endpointId, page),
    queryFn: () => call(api.deliveries, { endpoint_id: endpointId, page, page_size: 10 }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.list.some((row) => row.State === 'pending') ? 10_000 : false,
  });
}

/** A mutation of the feature that refreshes its lists afterwards. */
function useWebhookMutation<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.all }),
  });
}

export const useCreateWebhook = () =>
  useWebhookMutation((body: CallInput<typeof api.create>) => call(api.create, body));
export const useUpdateWebhook = () =>
  useWebhookMutation((body: CallInput<typeof api.update>) => call(api.update, body));
export const useSetWebhookEnabled = () =>
  useWebhookMutation((body: CallInput<typeof api.setEnabled>) => call(api.setEnabled, body));
export const useRotateWebhookSecret = () =>
  useWebhookMutation((endpointId: number) => call(api.rotateSecret, { endpoint_id: endpointId }));
export const useSendTestWebhook = () =>
  useWebhookMutation((endpointId: number) => call(api.sendTest, { endpoint_id: endpointId }));
export const useDeleteWebhook = () =>
  useWebhookMutation((endpointId: number) => call(api.remove, { endpoint_id: endpointId }));
