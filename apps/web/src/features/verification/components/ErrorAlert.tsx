import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorReason, isAttemptsLimit, isMainAccountOnly } from '../checks';
import styles from './Verification.module.css';

/**
 * A failed call under its `title`, with the server's reason; today's attempts used up (102252) and
 * a sub-account's refusal (100041) say what they mean instead.
 */
export function ErrorAlert({ error, title, action }: { error: unknown; title: string; action?: ReactNode }) {
  const { t } = useTranslation('verification');
  if (!error) return null;
  if (isAttemptsLimit(error)) {
    return <Alert type="warning" showIcon role="alert" className={styles.alert} title={t('attemptsLimit')} />;
  }
  if (isMainAccountOnly(error)) {
    return <Alert type="info" showIcon role="alert" className={styles.alert} title={t('mainAccountOnly')} />;
  }
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      className={styles.alert}
      title={title}
      description={errorReason(error)}
      action={action}
    />
  );
}
