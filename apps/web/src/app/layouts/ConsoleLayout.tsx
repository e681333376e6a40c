import { DashboardOutlined } from '@ant-design/icons';
import { Layout, Menu } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { ToastProvider } from '../../shared/ui/toast';
import styles from './ConsoleLayout.module.css';

/** The logged-in frame: side navigation and the page. The top bar comes from RootLayout. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = [
    {
      key: '/console/dashboard',
      icon: <DashboardOutlined />,
      label: <NavLink to="/console/dashboard">{t('console.dashboard')}</NavLink>,
    },
  ];

  return (
    <Layout className={styles.frame}>
      <Layout.Sider
        theme="light"
        width={208}
        breakpoint="md"
        collapsedWidth={0}
        zeroWidthTriggerStyle={{ top: 20 }}
        className={styles.sider}
      >
        <nav aria-label={t('console.navLabel')}>
          <Menu
            mode="inline"
            selectedKeys={[pathname]}
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
