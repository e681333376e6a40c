import { opsContentRoutes } from '@gpucloud/contracts';
import { useMutation } from '@tanstack/react-query';
import { type CallInput, call } from '../../api/call';

export type NotificationInput = CallInput<typeof opsContentRoutes.sendNotification>;
export type AudienceInput = CallInput<typeof opsContentRoutes.notificationAudience>;

/** How many accounts a target reaches now: asked right before the confirmation, never cached. */
export function useCountRecipients() {
  return useMutation({
    mutationFn: (input: AudienceInput) => call(opsContentRoutes.notificationAudience, input),
  });
}

export function useSendNotification() {
  return useMutation({
    mutationFn: (input: NotificationInput) => call(opsContentRoutes.sendNotification, input),
  });
}
