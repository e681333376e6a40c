import type { UserInfo } from '@gpucloud/contracts';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserInfo } from '../queries/account';
import { PageSkeleton } from './PageSkeleton';

/**
 * Renders its children with the main account's info. The wallet belongs to the main account (SPEC
 * §6): a sub-account is told so instead of being shown forms the server would refuse (100041).
 * While the account loads it shows `pending` (the page's shape), else a skeleton.
 */
export function MainAccountGate({
  children,
  pending,
}: {
  children: (info: UserInfo) => ReactNode;
  pending?: ReactNode;
}) {
  const { t } = useTranslation();
  const userInfo = useUserInfo();
  if (userInfo.isPending) return pending ?? <PageSkeleton />;
  if (userInfo.isError) {
    return (
      <Result
        status="warning"
        title={t('wallet.loadFailed')}
        subTitle={userInfo.error.message}
        extra={
          <Button type="primary" onClick={() => void userInfo.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (userInfo.data.SubAccount) {
    return (
      <Result
        status="info"
        title={t('wallet.mainAccountOnly')}
        subTitle={t('wallet.mainAccountOnlyHint')}
        extra={<Link to="/console/accountInfo">{t('wallet.toAccountInfo')}</Link>}
      />
    );
  }
  return children(userInfo.data);
}
