import { Alert, Button, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHead } from '../layout/PageHead';
import { ApproveDialog } from './ApproveDialog';
import { ChecksTable } from './ChecksTable';
import { useRevealVerification, useVerification } from './hooks';
import './i18n';
import { VERIFICATIONS_PATH } from './paths';
import { RefuseDialog } from './RefuseDialog';
import { RevealDialog } from './RevealDialog';
import { VerificationFacts } from './VerificationFacts';
import { VerificationFiles } from './VerificationFiles';
import styles from './Verifications.module.css';

/** /ops/verifications/:id (reviewer): one record with its documents and checks, and the decision. */
export function VerificationPage() {
  const { t } = useTranslation('opsVerifications');
  const id = Number(useParams().id);
  const record = useVerification(id);
  const reveal = useRevealVerification();
  const [dialog, setDialog] = useState<'approve' | 'refuse' | null>(null);

  const back = <Link to={VERIFICATIONS_PATH}>{t('detail.back')}</Link>;
  if (!Number.isSafeInteger(id) || id <= 0 || record.isError)
    return (
      <>
        {back}
        <Alert
          type="error"
          showIcon
          title={
            record.error ? t('detail.loadFailed', { reason: record.error.message }) : t('detail.badAddress')
          }
          className={styles.section}
        />
      </>
    );
  if (!record.data) return <Skeleton active />;
  const data = record.data;

  return (
    <>
      {back}
      <PageHead
        title={t('detail.title', { id: data.id })}
        intro={t('detail.intro')}
        actions={
          <>
            <Button onClick={() => reveal.mutate(data.id)} loading={reveal.isPending}>
              {t('detail.reveal')}
            </Button>
            {data.can_review && (
              <>
                <Button type="primary" onClick={() => setDialog('approve')}>
                  {t('detail.approve')}
                </Button>
                <Button danger onClick={() => setDialog('refuse')}>
                  {t('detail.refuse')}
                </Button>
              </>
            )}
          </>
        }
      />
      <VerificationFacts record={data} />
      <Typography.Title level={2} className={styles.subhead}>
        {t('detail.documents')}
      </Typography.Title>
      <VerificationFiles files={data.files} />
      <Typography.Title level={2} className={styles.subhead}>
        {t('detail.checks')}
      </Typography.Title>
      <ChecksTable checks={data.checks} />
      {reveal.data && <RevealDialog data={reveal.data} onClose={() => reveal.reset()} />}
      {dialog === 'approve' && <ApproveDialog record={data} onClose={() => setDialog(null)} />}
      {dialog === 'refuse' && <RefuseDialog record={data} onClose={() => setDialog(null)} />}
    </>
  );
}
