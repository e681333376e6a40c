import { TOAST_DURATION_MS } from '@gpucloud/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, configureApiClient } from '../api/client';
import { useMessage } from '../shared/ui/feedback';
import { queryClient } from './queryClient';
import { router } from './router';

/** Connects the API client to antd's message (errors top-center, SPEC §8) and to the router. */
export function ApiClientBridge() {
  const message = useMessage();
  const { t } = useTranslation();

  useEffect(() => {
    configureApiClient({
      notifyError: (error) => {
        const text =
          error instanceof ApiError
            ? error.reason || error.message
            : error.kind === 'timeout'
              ? t('errors.timeout')
              : error.kind === 'bad-answer'
                ? t('errors.badAnswer', { message: error.message })
                : t('errors.network', { message: error.message });
        void message.error({ content: text, duration: TOAST_DURATION_MS / 1000, key: text });
      },
      onSessionEnded: () => {
        queryClient.clear();
        void router.navigate('/login');
      },
    });
  }, [message, t]);

  return null;
}
