import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accountDisplayName, useUserInfo } from '../../features/account/hooks';
import { logout } from '../../features/auth/hooks';
import { Pill } from '../../shared/ui/Pill';
import styles from './TopBar.module.css';

/** Account name, main/sub label and logout; falls back to the login button if the session is dead. */
export function AccountActions({ variant }: { variant: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isPending, isError } = useUserInfo();

  if (isPending) return <span className={styles.accountPlaceholder} aria-busy="true" />;
  if (isError) {
    return (
      <Button type="primary" onClick={() => navigate('/login')}>
        {t('common.loginOrRegister')}
      </Button>
    );
  }
  return (
    <div className={styles.account}>
      <span className={styles.accountName}>
        <UserOutlined aria-hidden />
        {accountDisplayName(data)}
      </span>
      <Pill tone={data.SubAccount ? 'orange' : 'blue'}>
        {data.SubAccount ? t('account.subAccount') : t('account.mainAccount')}
      </Pill>
      <Button icon={<LogoutOutlined />} ghost={variant === 'dark'} onClick={() => void logout()}>
        {t('common.logout')}
      </Button>
    </div>
  );
}
