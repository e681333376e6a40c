import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { hasSession } from '../../shared/session';
import { LanguageSwitcher } from '../../shared/ui/LanguageSwitcher';
import { AccountActions } from './AccountActions';
import { BrandLink } from './BrandLink';
import styles from './TopBar.module.css';

/** The top bar of SPEC §2: dark on the store, light elsewhere. */
export function TopBar({ variant }: { variant: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tabClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.tab} ${styles.activeTab}` : styles.tab;

  return (
    <header className={`${styles.bar} ${variant === 'dark' ? styles.dark : styles.light}`}>
      <BrandLink />
      <nav aria-label={t('common.mainNavigation')} className={styles.nav}>
        <NavLink to="/store" className={tabClass}>
          {t('common.store')}
        </NavLink>
        <NavLink to="/console" className={tabClass}>
          {t('common.console')}
        </NavLink>
      </nav>
      <div className={styles.actions}>
        <LanguageSwitcher className={styles.language} />
        {hasSession() ? (
          <AccountActions variant={variant} />
        ) : (
          <Button type="primary" onClick={() => navigate('/login')}>
            {t('common.loginOrRegister')}
          </Button>
        )}
      </div>
    </header>
  );
}
