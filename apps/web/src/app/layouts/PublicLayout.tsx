import { Layout } from 'antd';
import { Outlet } from 'react-router';
import styles from './PublicLayout.module.css';

/** The main landmark of public pages (store, createInstance, 404). */
export function PublicLayout() {
  return (
    <Layout.Content className={styles.main}>
      <Outlet />
    </Layout.Content>
  );
}
