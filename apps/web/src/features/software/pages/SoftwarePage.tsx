import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProductSection } from '../components/ProductSection';
import styles from '../components/Software.module.css';
import { useSoftwareList } from '../hooks';
import '../i18n';
import { LoadFailedAlert } from '../../../shared/ui/LoadFailedAlert';

/** /software: published clients and tools, each release with its size, SHA-256 and download. */
export function SoftwarePage() {
  const { t } = useTranslation('software');
  const { t: tShell } = useTranslation();
  const list = useSoftwareList();

  const body = () => {
    if (list.isError && !list.data)
      return (
        <LoadFailedAlert
          title={t('loadFailed')}
          description={list.error.message}
          retryLabel={t('retry')}
          onRetry={() => list.refetch()}
        />
      );
    if (!list.data)
      return (
        <div role="status" aria-label={t('loading')}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      );
    if (list.data.length === 0) return <Empty description={t('empty')} />;
    return list.data.map((product) => <ProductSection key={product.id} product={product} />);
  };

  return (
    <div className={styles.page}>
      <title>{`${t('title')} · ${tShell('common.appName')}`}</title>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.muted}>{t('intro')}</p>
      {body()}
    </div>
  );
}
