import {
  adminEndpoints,
  type OpsUserProfile,
  opsMoneyEndpoints,
  opsRefundsEndpoints,
} from '@gpucloud/contracts';
import { Alert, Button, Skeleton, Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdjustDialog } from '../adjustments/AdjustDialog';
import { useOpsMe } from '../hooks';
import { PageHead } from '../layout/PageHead';
import { UserPointsTab } from '../points/UserPointsTab';
import { TopUpsTab } from '../refunds/TopUpsTab';
import { AccessKeysTab } from './AccessKeysTab';
import { CreditQuotaDialog } from './CreditQuotaDialog';
import { EndSessionsDialog } from './EndSessionsDialog';
import { roleMayCall, USER_WRITES, useUserProfile } from './hooks';
import './i18n';
import { InstancesTab } from './InstancesTab';
import { LedgerTab, OrdersTab, SubAccountsTab } from './ListTabs';
import { LoginDialog } from './LoginDialog';
import { ProfileTab, WalletTab } from './ProfileTabs';
import { SessionsTab } from './SessionsTab';
import { TerminalSessionsTab } from './TerminalSessionsTab';
import { UserServices } from './UserServices';
import { UserStatusTag } from './UserStatusTag';

type Dialog = 'endSessions' | 'login' | 'adjust' | 'creditQuota';
type Pane =
  | 'profile'
  | 'wallet'
  | 'points'
  | 'ledger'
  | 'orders'
  | 'topUps'
  | 'instances'
  | 'subAccounts'
  | 'sessions'
  | 'terminals'
  | 'accessKeys';

/** /ops/users/:userId: one account in tabs, with the actions the member's role may take. */
export function UserDetailPage() {
  const { t } = useTranslation('opsUsers');
  const userId = Number(useParams().userId);
  const profile = useUserProfile(userId);
  const role = useOpsMe().data?.Role;
  const [dialog, setDialog] = useState<Dialog | null>(null);

  if (profile.isPending) return <Skeleton active />;
  if (profile.isError) return <Alert type="error" showIcon message={t('detail.loadFailed')} />;
  const user = profile.data;
  const may = {
    sessions: roleMayCall(role, USER_WRITES.sessions),
    login: roleMayCall(role, USER_WRITES.login),
    accessKeys: roleMayCall(role, USER_WRITES.accessKeys),
    adjust: roleMayCall(role, opsMoneyEndpoints.adjust),
    credit: roleMayCall(role, adminEndpoints.setCreditQuota),
    refund: roleMayCall(role, opsRefundsEndpoints.refund),
  };
  const closed = user.UnregisteredAt !== null;

  return (
    <>
      <Link to="/ops/users">{t('detail.back')}</Link>
      <PageHead
        title={`${user.Name} · ${user.Phone}`}
        intro={<UserStatusTag unregistered={closed} loginDisabled={user.LoginDisabledAt !== null} />}
        actions={
          <>
            {may.adjust && !closed && (
              <Button type="primary" onClick={() => setDialog('adjust')}>
                {t('detail.actions.adjust')}
              </Button>
            )}
            {may.credit && !closed && (
              <Button onClick={() => setDialog('creditQuota')}>{t('detail.actions.creditQuota')}</Button>
            )}
            {may.sessions && (
              <Button onClick={() => setDialog('endSessions')}>{t('detail.actions.endSessions')}</Button>
            )}
            {may.login && (
              <Button danger={user.LoginDisabledAt === null} onClick={() => setDialog('login')}>
                {t(
                  user.LoginDisabledAt === null
                    ? 'detail.actions.disableLogin'
                    : 'detail.actions.enableLogin',
                )}
              </Button>
            )}
          </>
        }
      />
      <UserTabs
        user={user}
        maySessions={may.sessions}
        mayDisableKeys={may.accessKeys}
        mayRefund={may.refund}
      />
      {dialog === 'endSessions' && <EndSessionsDialog profile={user} onClose={() => setDialog(null)} />}
      {dialog === 'login' && <LoginDialog profile={user} onClose={() => setDialog(null)} />}
      {dialog === 'adjust' && <AdjustDialog profile={user} onClose={() => setDialog(null)} />}
      {dialog === 'creditQuota' && <CreditQuotaDialog profile={user} onClose={() => setDialog(null)} />}
    </>
  );
}

function UserTabs({
  user,
  maySessions,
  mayDisableKeys,
  mayRefund,
}: {
  user: OpsUserProfile;
  maySessions: boolean;
  mayDisableKeys: boolean;
  /** Finance's top-ups tab (its list and refunds are finance's). */
  mayRefund: boolean;
}) {
  const { t } = useTranslation('opsUsers');
  const tab = (key: Pane, children: ReactNode) => ({
    key,
    label: t(`detail.tabs.${key}`),
    children,
  });
  return (
    <Tabs
      destroyOnHidden
      items={[
        tab('profile', <ProfileTab profile={user} />),
        tab('wallet', <WalletTab profile={user} />),
        tab('points', <UserPointsTab userId={user.Id} />),
        tab('ledger', <LedgerTab userId={user.Id} />),
        tab('orders', <OrdersTab userId={user.Id} />),
        ...(mayRefund ? [tab('topUps', <TopUpsTab userId={user.Id} />)] : []),
        tab('instances', <InstancesTab userId={user.Id} />),
        tab('subAccounts', <SubAccountsTab userId={user.Id} />),
        tab('sessions', <SessionsTab userId={user.Id} mayEnd={maySessions} />),
        tab(
          'terminals',
          <>
            <TerminalSessionsTab userId={user.Id} />
            <UserServices userId={user.Id} />
          </>,
        ),
        tab('accessKeys', <AccessKeysTab userId={user.Id} mayDisable={mayDisableKeys} />),
      ]}
    />
  );
}
