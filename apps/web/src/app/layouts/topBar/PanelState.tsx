import type { UseQueryResult } from '@tanstack/react-query';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './SessionActions.module.css';

/** Loading, failed and empty states of a bell's list; the list itself when there is one. */
export function PanelState<T extends { data: unknown[] }>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className={styles.panelState}>
        <Spin size="small" />
      </div>
    );
  }
  if (query.isError) return <p className={styles.panelState}>{t('topBar.loadFailed')}</p>;
  if (query.data.data.length === 0) return <p className={styles.panelState}>{empty}</p>;
  return children(query.data);
}
