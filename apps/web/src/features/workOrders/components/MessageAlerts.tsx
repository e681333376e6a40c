import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AttachmentUploads } from './useAttachmentUploads';
import styles from './WorkOrders.module.css';

/**
 * Why a message was not sent, above its send button: files still uploading when it was sent, or
 * the server's refusal (`error` of the mutation, under the `refused` title).
 */
export function MessageAlerts({
  uploads,
  refused,
  error,
}: {
  uploads?: AttachmentUploads;
  refused: string;
  error: Error | null;
}) {
  const { t } = useTranslation('workOrders');
  return (
    <>
      {uploads?.waiting && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t('submit.uploadsPending')}
          className={styles.formAlert}
        />
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={refused}
          description={error.message}
          className={styles.formAlert}
        />
      )}
    </>
  );
}
