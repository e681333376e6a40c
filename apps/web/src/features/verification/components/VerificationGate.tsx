import { Alert, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isSubAccount, useUserInfo } from '../../../shared/queries/account';
import styles from './Verification.module.css';

/**
 * The verification pages are the main account's: a sub-account (which the server answers 100041
 * on every call) is told who verifies instead of being shown forms it cannot send.
 */
export function VerificationGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('verification');
  const userInfo = useUserInfo();
  if (userInfo.isPending) {
    return (
      <div role="status" aria-label={t('loading')}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }
  if (userInfo.data && isSubAccount(userInfo.data)) {
    return (
      <Alert
        type="info"
        showIcon
        className={styles.alert}
        title={t('mainAccountOnly')}
        description={t('mainAccountOnlyHint')}
      />
    );
  }
  // A failed user info read leaves the decision to the server (100041 for a sub-account).
  return children;
}
