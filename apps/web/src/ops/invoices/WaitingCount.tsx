import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '../verifications/Verifications.module.css';

/** How many applications wait to be issued, whatever the filter shows. */
export function WaitingCount({ waiting }: { waiting: number | undefined }) {
  const { t } = useTranslation('opsInvoices');
  return (
    <p role="status" className={styles.waiting}>
      {waiting === undefined ? null : waiting > 0 ? (
        <Typography.Text strong>{t('waiting', { count: waiting })}</Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('noneWaiting')}</Typography.Text>
      )}
    </p>
  );
}
