import type { VerificationRecord } from '@gpucloud/contracts';
import { VerifyStatus } from '@gpucloud/domain';
import { Alert, Button, Result, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { hasSession } from '../../../shared/session';
import { ErrorAlert } from '../components/ErrorAlert';
import { PageTitle } from '../components/PageTitle';
import { StudentEmailForm } from '../components/StudentEmailForm';
import { StudentReportForm } from '../components/StudentReportForm';
import { SubmittedResult } from '../components/SubmittedResult';
import styles from '../components/Verification.module.css';
import { VerificationGate } from '../components/VerificationGate';
import { useVerifications } from '../hooks';
import '../i18n';
import { STUDENT_LOGIN_PATH, VERIFICATION_PATHS } from '../../../shared/routing/verificationPaths';
import { studentView } from '../records';

/**
 * /studentverify (public): a visitor is asked to log in first; an account sees its student
 * verification (until when it holds, or that it waits for staff) or the two ways to ask for one.
 */
export function StudentVerifyPage() {
  const { t } = useTranslation('verification');
  return (
    <div className={styles.publicPage}>
      <PageTitle page="studentVerify" intro={t('student.intro')} />
      {hasSession() ? (
        <VerificationGate>
          <StudentFlow />
        </VerificationGate>
      ) : (
        <section className={styles.card}>
          <p>{t('student.loginFirst')}</p>
          <Link to={STUDENT_LOGIN_PATH}>{t('student.login')}</Link>
        </section>
      )}
    </div>
  );
}

function StudentFlow() {
  const { t } = useTranslation('verification');
  const verifications = useVerifications();
  const [submitted, setSubmitted] = useState<VerificationRecord | null>(null);

  if (submitted) return <SubmittedResult record={submitted} showBackLink={false} />;
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

  const view = studentView(verifications.data, Date.now());
  if (view.kind === 'verified') {
    const until = view.record.expires_at ? formatDateTime(view.record.expires_at).split(' ')[0] : '';
    return (
      <Result
        status="success"
        title={t('student.verifiedUntil', { date: until })}
        extra={<Link to={VERIFICATION_PATHS.coupons}>{t('student.coupons')}</Link>}
      />
    );
  }
  if (view.kind === 'waiting') return <SubmittedResult record={view.record} showBackLink={false} />;

  const previous = view.previous;
  return (
    <>
      {previous && previous.status !== VerifyStatus.PENDING && (
        <Alert
          type={previous.status === VerifyStatus.REFUSED ? 'error' : 'warning'}
          showIcon
          className={styles.alert}
          title={previous.status === VerifyStatus.REFUSED ? t('student.refused') : t('student.expired')}
          description={previous.reason || undefined}
        />
      )}
      <section className={styles.card}>
        <Tabs
          items={[
            {
              key: 'email',
              label: t('student.tabs.email'),
              children: <StudentEmailForm onSubmitted={setSubmitted} />,
            },
            {
              key: 'report',
              label: t('student.tabs.report'),
              children: <StudentReportForm onSubmitted={setSubmitted} />,
            },
          ]}
        />
      </section>
    </>
  );
}
