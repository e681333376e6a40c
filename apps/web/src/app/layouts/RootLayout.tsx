import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import styles from './RootLayout.module.css';
import { TopBar } from './TopBar';

/** SPEC §2: the top bar is hidden on any path containing "login"; the store uses the dark bar. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigating = useNavigation().state === 'loading';
  const onStore = pathname === '/store' || pathname.startsWith('/store/');

  return (
    <div className={styles.root}>
      {navigating && <div className={styles.progress} role="progressbar" aria-label={t('common.loading')} />}
      {!pathname.includes('login') && <TopBar variant={onStore ? 'dark' : 'light'} />}
      <Outlet />
      <ScrollRestoration />
    </div>
  );
}
