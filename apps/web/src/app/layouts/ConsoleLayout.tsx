import { Layout, Menu, type MenuProps } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useRouteMeta } from '../../shared/routing/handle';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { ToastProvider } from '../../shared/ui/toast';
import styles from './ConsoleLayout.module.css';
import { CONSOLE_MENU } from './consoleMenu';

/** The logged-in frame: the side menu (SPEC §2: every console section, highlighted per route) and the page. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const { menuKey } = useRouteMeta();
  const items: MenuProps['items'] = CONSOLE_MENU.map(({ group, entries }) => ({
    type: 'group',
    key: group,
    label: t(`console.groups.${group}`),
    children: entries.map((entry) => ({
      key: entry.key,
      icon: entry.icon,
      label: (
        <Link to={entry.to} aria-current={entry.key === menuKey ? 'page' : undefined}>
          {t(`shell.pages.${entry.label}`)}
        </Link>
      ),
    })),
  }));

  return (
    <Layout className={styles.frame}>
      <Layout.Sider
        theme="light"
        width={216}
        breakpoint="md"
        collapsedWidth={0}
        zeroWidthTriggerStyle={{ top: 12 }}
        className={styles.sider}
      >
        <nav aria-label={t('console.navLabel')}>
          <Menu
            mode="inline"
            selectedKeys={menuKey ? [menuKey] : []}
            items={items}
            className={styles.menu}
            style={{ borderInlineEnd: 'none' }}
          />
        </nav>
      </Layout.Sider>
      <Layout.Content className={styles.content}>
        <ToastProvider>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ToastProvider>
      </Layout.Content>
    </Layout>
  );
}
