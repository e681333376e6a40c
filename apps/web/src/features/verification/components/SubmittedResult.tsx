import type { VerificationRecord } from '@gpucloud/contracts';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { VERIFICATION_PATHS } from '../../../shared/routing/verificationPaths';
import { RecordStatusTag } from './RecordStatusTag';

/** A submission staff decide: what happens next, and the pending record as the server keeps it. */
export function SubmittedResult({
  record,
  showBackLink = true,
}: {
  record: VerificationRecord;
  showBackLink?: boolean;
}) {
  const { t } = useTranslation('verification');
  return (
    <Result
      status="info"
      title={t('submitted.title')}
      subTitle={
        <>
          {t(`methods.${record.method}`)} <RecordStatusTag status={record.status} />{' '}
          {t('submitted.hint', { time: formatDateTime(record.created_at) })}
        </>
      }
      extra={showBackLink ? <Link to={VERIFICATION_PATHS.select}>{t('backToVerification')}</Link> : undefined}
    />
  );
}
