import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { MembershipCard } from '../../../shared/membership/MembershipCard';
import { RunwayCard } from '../../../shared/runway/RunwayCard';
import { Columns } from '../../../shared/ui/Columns';
import { GuidesLink } from '../../../shared/ui/GuidesLink';
import { PageSkeleton } from '../../../shared/ui/PageSkeleton';
import { SectionTitle } from '../../../shared/ui/SectionTitle';
import { AccountSummary } from '../components/AccountSummary';
import { FundsPanel } from '../components/FundsPanel';
import { useUserInfo } from '../hooks';

export function DashboardPage() {
  const { t } = useTranslation();
  const userInfo = useUserInfo();
  const info = userInfo.data;

  return (
    <>
      <title>{`${t('console.dashboard')} · ${t('common.appName')}`}</title>
      <div style={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 16 }}>
        <h1 style={{ margin: 0, fontSize: 22, fontWeight: 500 }}>{t('console.dashboard')}</h1>
        <GuidesLink />
      </div>
      {userInfo.isError ? (
        <Result
          status="warning"
          title={t('account.loadFailed')}
          subTitle={userInfo.error.message}
          extra={
            <Button type="primary" onClick={() => void userInfo.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        // While the account loads (the server's first screen), its cards keep their places.
        <>
          <SectionTitle>{t('account.overview')}</SectionTitle>
          <Columns layout="mainAside">
            {info ? (
              <AccountSummary info={info} />
            ) : (
              <Card>
                <PageSkeleton rows={2} />
              </Card>
            )}
            <MembershipCard info={info} />
          </Columns>
          {info ? (
            <>
              <FundsPanel info={info} />
              {/* A sub-account spends its main account's money: the runway is the main account's. */}
              {!info.SubAccount && <RunwayCard editable={false} />}
              {/* The instance list: the instances feature's section, a child route the app assembles. */}
              <Outlet />
            </>
          ) : (
            <PageSkeleton />
          )}
        </>
      )}
    </>
  );
}
