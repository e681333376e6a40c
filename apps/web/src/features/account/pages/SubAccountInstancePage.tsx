import { Button, Result, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '../../../shared/ui/PageSpinner';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { SubAccountInstanceTable } from '../components/SubAccountInstanceTable';
import { useSubAccountInstances, useSubAccounts, useUserInfo } from '../hooks';
import '../i18n';

const PAGE_SIZE = 10;

/**
 * /console/subAccountInstance: a main account picks one or all of its sub-accounts and reads their
 * instances; a sub-account reads its own. Actions stay on the dashboard, which lists them too.
 */
export function SubAccountInstancePage() {
  const { t } = useTranslation('account');
  const { t: tShell } = useTranslation();
  const userInfo = useUserInfo();
  const title = <PageTitle title={tShell('shell.pages.subAccountInstance')} />;

  if (userInfo.isPending)
    return (
      <>
        {title}
        <PageSpinner />
      </>
    );
  if (userInfo.isError) {
    return (
      <>
        {title}
        <Result
          status="warning"
          title={t('info.loadFailed')}
          subTitle={userInfo.error.message}
          extra={<Button onClick={() => void userInfo.refetch()}>{t('info.retry')}</Button>}
        />
      </>
    );
  }
  return (
    <>
      {title}
      <InstancesOf scope={userInfo.data.SubAccount ? 'own' : 'main'} />
    </>
  );
}

function InstancesOf({ scope }: { scope: 'main' | 'own' }) {
  const { t } = useTranslation('account');
  const [picked, setPicked] = useState<number | 'all'>('all');
  const [page, setPage] = useState(1);
  const subAccounts = useSubAccounts(scope === 'main');
  const instances = useSubAccountInstances(scope, picked, page, PAGE_SIZE);
  const noSubAccounts = scope === 'main' && subAccounts.data?.length === 0;

  return (
    <>
      <p style={{ color: 'rgba(0,0,0,0.55)', margin: '0 0 12px' }}>
        {scope === 'main' ? t('instances.intro') : t('instances.ownIntro')}{' '}
        <Link to="/console/dashboard">{t('instances.toDashboard')}</Link>
      </p>
      {scope === 'main' && (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 12, flexWrap: 'wrap' }}>
          <span aria-hidden>{t('instances.picker')}</span>
          <Select<number | 'all'>
            aria-label={t('instances.picker')}
            value={picked}
            style={{ minWidth: 200 }}
            loading={subAccounts.isPending}
            onChange={(value) => {
              setPicked(value);
              setPage(1);
            }}
            options={[
              { value: 'all', label: t('instances.all') },
              ...(subAccounts.data ?? []).map((row) => ({ value: row.SubAccountId, label: row.Name })),
            ]}
          />
        </div>
      )}
      {instances.isError ? (
        <Result
          status="warning"
          title={t('instances.loadFailed')}
          subTitle={instances.error.message}
          extra={<Button onClick={() => void instances.refetch()}>{t('instances.retry')}</Button>}
        />
      ) : (
        <SubAccountInstanceTable
          rows={instances.data?.data}
          total={instances.data?.total ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          loading={instances.isFetching}
          showOwner={scope === 'main'}
          empty={
            noSubAccounts ? (
              <>
                {t('instances.emptyNoSubAccounts')}{' '}
                <Link to="/console/accountInfo">{t('instances.toAccountInfo')}</Link>
              </>
            ) : (
              t('instances.empty')
            )
          }
          onPage={setPage}
        />
      )}
    </>
  );
}
