import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '../verifications/Verifications.module.css';
import type { PartnerDesk } from './DeskBody';

/** How many applications or withdrawals wait for finance, whatever the filter shows. */
export function WaitingCount({ desk, waiting }: { desk: PartnerDesk; waiting: number | undefined }) {
  const { t } = useTranslation('ops', { keyPrefix: 'partnerDesks' });
  if (waiting === undefined) return <p role="status" className={styles.waiting} />;
  return (
    <p role="status" className={styles.waiting}>
      {waiting > 0 ? (
        <Typography.Text strong>{t(`${desk}.waiting`, { count: waiting })}</Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t(`${desk}.noneWaiting`)}</Typography.Text>
      )}
    </p>
  );
}
