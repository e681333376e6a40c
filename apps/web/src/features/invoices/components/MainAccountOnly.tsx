import { Alert, Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../shared/ui/PageSpinner';
import { useUserInfo } from '../../account/hooks';

/**
 * Invoices belong to the main account (the server refuses sub-accounts, 100041): a sub-account is
 * told who handles them instead of being shown tabs it could not use.
 */
export function MainAccountOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('invoices');
  const userInfo = useUserInfo();
  if (userInfo.isPending) return <PageSpinner />;
  if (userInfo.isError)
    return (
      <Result
        status="warning"
        title={t('loadFailed')}
        subTitle={userInfo.error.message}
        extra={
          <Button type="primary" onClick={() => void userInfo.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  if (userInfo.data.SubAccount)
    return <Alert type="info" showIcon title={t('mainOnly.title')} description={t('mainOnly.body')} />;
  return children;
}
