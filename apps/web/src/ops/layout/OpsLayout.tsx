import { Alert, Button, Layout, Menu, type MenuProps } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useMatches } from 'react-router';
import { useIsSmallScreen } from '../../shared/hooks/useMediaQuery';
import { LanguageSwitcher } from '../../shared/ui/LanguageSwitcher';
import { MAIN_LANDMARK } from '../../shared/ui/mainLandmark';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { SkipLink } from '../../shared/ui/SkipLink';
import { TimeZoneNote } from '../../shared/ui/TimeZoneNote';
import { ToastProvider } from '../../shared/ui/toast';
import { useOpsLogout, useOpsMe } from '../hooks';
import '../i18n';
import { canOpen, menuFor, type OpsPageKey } from '../menu';
import { OPS_HOME } from '../paths';
import type { OpsHandle } from '../routes';
import { ForbiddenView } from './ForbiddenView';
import styles from './OpsLayout.module.css';

export { opsGuardLoader as loader } from './opsGuard';

/** The console page a route stands for (its `handle.opsPage`), which the role must open. */
function useOpsPage(): OpsPageKey | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const page = (match.handle as Partial<OpsHandle> | undefined)?.opsPage;
    if (page) return page;
  }
  return undefined;
}

/** The operator console's frame: banner with the member and logout, the role's menu, the page. */
export function OpsLayout() {
  const { t } = useTranslation('ops');
  const me = useOpsMe();
  const page = useOpsPage();
  const { pathname } = useLocation();
  const logout = useOpsLogout();
  const small = useIsSmallScreen();
  const [menuOpen, setMenuOpen] = useState(false);
  // On a phone the menu folds away after each choice.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setMenuOpen(false);
  }

  if (!me.data) {
    if (me.isPending) return <PageSpinner />;
    return (
      <main {...MAIN_LANDMARK} className={styles.content}>
        <Alert
          type="error"
          showIcon
          title={t('layout.loadFailed')}
          action={<Button onClick={() => void me.refetch()}>{t('layout.retry')}</Button>}
        />
      </main>
    );
  }
  const { Name, Role } = me.data;
  const items: MenuProps['items'] = menuFor(Role).map(({ key, path, icon: Icon }) => ({
    key,
    icon: <Icon />,
    label: (
      <Link to={path} aria-current={key === page ? 'page' : undefined}>
        {t(`menu.${key}`)}
      </Link>
    ),
  }));
  const signOut = () => logout.mutate();

  return (
    <Layout className={styles.frame}>
      <Layout.Header className={styles.header}>
        <SkipLink />
        <Link to={OPS_HOME} className={styles.brand}>
          {t('appName')}
        </Link>
        <span className={styles.member}>
          {t('layout.signedInAs', { name: Name, role: t(`roles.${Role}`) })}
        </span>
        <LanguageSwitcher />
        <Button onClick={signOut} loading={logout.isPending}>
          {t('layout.logout')}
        </Button>
      </Layout.Header>
      <Layout>
        <Layout.Sider
          theme="light"
          width={216}
          collapsed={small && !menuOpen}
          collapsedWidth={0}
          trigger={null}
          className={styles.sider}
        >
          <nav aria-label={t('layout.navLabel')}>
            <Menu mode="inline" selectedKeys={page ? [page] : []} items={items} className={styles.menu} />
          </nav>
        </Layout.Sider>
        <Layout.Content {...MAIN_LANDMARK} className={styles.content}>
          {small && (
            <Button
              className={styles.menuToggle}
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {t('layout.menuToggle')}
            </Button>
          )}
          <ToastProvider>
            {page && !canOpen(Role, page) ? (
              <ForbiddenView role={Role} />
            ) : (
              <Suspense fallback={<PageSpinner />}>
                <Outlet />
              </Suspense>
            )}
          </ToastProvider>
          <TimeZoneNote />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
