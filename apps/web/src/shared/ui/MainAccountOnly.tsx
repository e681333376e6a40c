import { Alert, Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../queries/account';
import { PageSpinner } from './PageSpinner';

/**
 * Renders its children for a main account only. Pages whose calls the server refuses to
 * sub-accounts (100041: invoices, the sales-partner programme) tell a sub-account who handles
 * them, in `title` and `body`, instead of showing what it could not use.
 */
export function MainAccountOnly({
  title,
  body,
  children,
}: {
  title: string;
  body: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const userInfo = useUserInfo();
  if (userInfo.isPending) return <PageSpinner />;
  if (userInfo.isError)
    return (
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
    );
  if (userInfo.data.SubAccount) return <Alert type="info" showIcon title={title} description={body} />;
  return children;
}
