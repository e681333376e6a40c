import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Pagination, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailedAlert } from '../../../shared/ui/LoadFailedAlert';
import styles from './Catalog.module.css';
import { pageFrom, SearchBox, withParam } from './CatalogFilters';

/** The texts' section of a catalogue list: both sections carry the same keys. */
export type CatalogSection = 'datasets' | 'models';

interface CatalogList<T> {
  data: T[];
  total: number;
}

/** A catalogue page's filters as the URL holds them, and the setter that goes back to page 1. */
export function useCatalogParams() {
  const [params, setParams] = useSearchParams();
  return {
    params,
    keyword: params.get('q') ?? undefined,
    page: pageFrom(params),
    set: (name: string, value: string | undefined) => setParams((current) => withParam(current, name, value)),
  };
}

/**
 * One public catalogue list (/dataset, /AIModels): title, the search box and the page's own
 * filters, then the cards with their pager, or an honest loading, failure or empty state.
 */
export function CatalogListPage<T>({
  section,
  list,
  pageSize,
  filters,
  itemKey,
  renderItem,
}: {
  section: CatalogSection;
  list: UseQueryResult<CatalogList<T>>;
  pageSize: number;
  filters: ReactNode;
  itemKey: (item: T) => number;
  renderItem: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('catalog');
  const { t: tShell } = useTranslation();
  const { keyword, page, set } = useCatalogParams();
  const title = t(`${section}.title`);

  return (
    <div className={styles.page}>
      <title>{`${title} · ${tShell('common.appName')}`}</title>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{t(`${section}.subtitle`)}</p>
      </header>
      <search className={styles.filters} aria-label={t(`${section}.search`)}>
        <SearchBox
          label={t(`${section}.search`)}
          placeholder={t(`${section}.searchPlaceholder`)}
          value={keyword}
          onSearch={(value) => set('q', value)}
        />
        {filters}
      </search>
      {list.isPending ? (
        <div className={styles.card} role="status" aria-label={t('common.loading')}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : list.isError ? (
        <LoadFailedAlert
          title={t(`${section}.loadFailed`)}
          retryLabel={t('common.retry')}
          onRetry={() => list.refetch()}
        />
      ) : list.data.data.length === 0 ? (
        <div className={styles.card}>
          <Empty description={t(`${section}.empty`)} />
        </div>
      ) : (
        <>
          <ul className={styles.grid} aria-busy={list.isPlaceholderData} aria-label={title}>
            {list.data.data.map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </ul>
          <nav aria-label={t(`${section}.pagination`)} className={styles.pager}>
            <span>{t(`${section}.total`, { count: list.data.total })}</span>
            <Pagination
              current={page}
              pageSize={pageSize}
              total={list.data.total}
              onChange={(next) => set('page', next === 1 ? undefined : String(next))}
              showSizeChanger={false}
            />
          </nav>
        </>
      )}
    </div>
  );
}
