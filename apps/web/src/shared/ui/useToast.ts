import { TOAST_DURATION_MS } from '@gpucloud/contracts';
import { useMemo } from 'react';
import { useFeedback } from './feedback';

/** Success and info toasts: top-right, closing after 5 s (SPEC §9). Errors come from the API client. */
export function useToast() {
  const { notification } = useFeedback();
  return useMemo(
    () => ({
      success: (title: string) =>
        notification.success({ title, placement: 'topRight', duration: TOAST_DURATION_MS / 1000 }),
      info: (title: string) =>
        notification.info({ title, placement: 'topRight', duration: TOAST_DURATION_MS / 1000 }),
    }),
    [notification],
  );
}
