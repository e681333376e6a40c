import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../components/ErrorAlert';
import { PageTitle } from '../components/PageTitle';
import { RecordsTable } from '../components/RecordsTable';
import { StandingAlerts } from '../components/StandingAlerts';
import styles from '../components/Verification.module.css';
import { VerificationCards } from '../components/VerificationCards';
import { VerificationGate } from '../components/VerificationGate';
import { useVerifications } from '../hooks';
import '../i18n';
import { newestFirst, pendingTransfer, standingOf } from '../records';

/**
 * /console/verification/selectVerification: where the account stands (its records, newest first)
 * and the ways to verify, each opening its page.
 */
export function SelectVerificationPage() {
  const { t } = useTranslation('verification');
  return (
    <>
      <PageTitle page="selectVerification" intro={t('select.intro')} />
      <VerificationGate>
        <Standing />
      </VerificationGate>
    </>
  );
}

function Standing() {
  const { t } = useTranslation('verification');
  const verifications = useVerifications();

  if (verifications.isPending) {
    return (
      <div role="status" aria-label={t('loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (verifications.isError) {
    return (
      <ErrorAlert
        error={verifications.error}
        title={t('records.loadFailed')}
        action={
          <Button size="small" onClick={() => void verifications.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  }

  const records = newestFirst(verifications.data);
  const standing = standingOf(records, Date.now());
  return (
    <>
      <StandingAlerts standing={standing} transfer={pendingTransfer(records)} />
      <section aria-labelledby="verification-records" className={styles.card}>
        <h2 id="verification-records" className={styles.cardTitle}>
          {t('records.title')}
        </h2>
        <RecordsTable records={records} />
      </section>
      <VerificationCards standing={standing} />
    </>
  );
}
