import { TOAST_DURATION_MS } from '@gpucloud/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, configureApiClient, HttpError } from '../api/client';
import { useMessage } from '../shared/ui/feedback';

/** Connects the API clients to antd's message: errors at the top center (SPEC §8). */
export function ApiClientBridge() {
  const message = useMessage();
  const { t } = useTranslation();

  useEffect(() => {
    configureApiClient({
      notifyError: (error) => {
        const text =
          error instanceof ApiError
            ? error.reason || error.message
            : error instanceof HttpError
              ? error.message
              : error.kind === 'timeout'
                ? t('errors.timeout')
                : error.kind === 'bad-answer'
                  ? t('errors.badAnswer', { message: error.message })
                  : t('errors.network', { message: error.message });
        void message.error({ content: text, duration: TOAST_DURATION_MS / 1000, key: text });
      },
    });
  }, [message, t]);

  return null;
}
