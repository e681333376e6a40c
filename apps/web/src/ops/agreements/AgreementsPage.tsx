import { AGREEMENT_KEYS } from '@gpucloud/contracts';
import { Alert, Button, Radio, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agreementIn } from '../../shared/agreements/agreementText';
import { oneOf, useSearchState } from '../../shared/hooks/useSearchState';
import { PageHead } from '../layout/PageHead';
import styles from './Agreements.module.css';
import { CurrentVersion } from './CurrentVersion';
import { type OpsAgreementVersion, useAgreementVersions } from './hooks';
import './i18n';
import { PublishDialog } from './PublishDialog';
import { VersionDialog } from './VersionDialog';
import { VersionHistory } from './VersionHistory';

type Dialog = { kind: 'publish' } | { kind: 'view'; version: OpsAgreementVersion };

/**
 * /ops/agreements (support): the version of each agreement customers read now, every earlier one,
 * and the publication of the next. The chosen agreement lives in the URL.
 */
export function AgreementsPage() {
  const { t, i18n } = useTranslation('opsAgreements');
  const [params, update] = useSearchState();
  // The work-order agreement stays the first one shown, as before the standing agreements existed.
  const key = oneOf(params.get('agreement'), AGREEMENT_KEYS) ?? 'work_order';
  const versions = useAgreementVersions(key);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const current = versions.data?.[0];
  // Sentences name the agreement by its own title, as customers know it.
  const name = current ? agreementIn(current, i18n.language).title : t(`names.${key}`);

  const body = () => {
    if (versions.isError)
      return (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          action={
            <Button size="small" onClick={() => void versions.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      );
    if (!versions.data) return <Skeleton active paragraph={{ rows: 6 }} />;
    return (
      <>
        {current ? <CurrentVersion version={current} /> : null}
        <VersionHistory
          name={name}
          versions={versions.data}
          loading={versions.isFetching}
          onView={(version) => setDialog({ kind: 'view', version })}
        />
      </>
    );
  };

  return (
    <>
      <PageHead
        title={t('title')}
        intro={t('intro')}
        actions={
          <Button type="primary" disabled={!versions.data} onClick={() => setDialog({ kind: 'publish' })}>
            {t('publishNew')}
          </Button>
        }
      />
      {AGREEMENT_KEYS.length > 1 ? (
        <Radio.Group
          aria-label={t('chooseAgreement')}
          optionType="button"
          value={key}
          onChange={(event) => update({ agreement: event.target.value as string })}
          options={AGREEMENT_KEYS.map((value) => ({ value, label: t(`names.${value}`) }))}
          className={styles.picker}
        />
      ) : null}
      {body()}
      {dialog?.kind === 'publish' && (
        <PublishDialog agreementKey={key} name={name} current={current} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'view' && <VersionDialog version={dialog.version} onClose={() => setDialog(null)} />}
    </>
  );
}
