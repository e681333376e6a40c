import '../i18n';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../../shared/format';
import { groupByRegion, storeLinkFor } from '../board/board';
import styles from '../components/board/KvmBoard.module.css';
import { useKvmBoard } from '../order/hooks';

/** /instanceAvailableKvmStore: free KVM cloud-host GPUs by region and GPU model, public. */
export function KvmBoardPage() {
  const { t, i18n } = useTranslation('storeOrder');
  const { t: tShell } = useTranslation();
  const board = useKvmBoard();
  const english = !i18n.language.startsWith('zh');
  const regions = groupByRegion(board.data?.list ?? []);
  const totalFree = regions.reduce((sum, region) => sum + region.freeGpus, 0);

  return (
    <>
      <title>{`${t('board.title')} · ${tShell('common.appName')}`}</title>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('board.title')}</h1>
          <p className={styles.subtitle}>{t('board.subtitle')}</p>
        </div>
        {board.data && regions.length > 0 && (
          <span className={styles.total} role="status">
            {t('board.totalFree', { count: totalFree })}
          </span>
        )}
      </header>
      {board.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : board.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('board.loadFailed')}
          description={board.error.message}
          action={
            <Button size="small" onClick={() => void board.refetch()}>
              {tShell('common.retry')}
            </Button>
          }
        />
      ) : regions.length === 0 ? (
        <div className={styles.empty}>
          <Empty description={t('board.empty')}>
            <p className={styles.subtitle}>{t('board.emptyHint')}</p>
            <Link to="/store">{t('board.backToStore')}</Link>
          </Empty>
        </div>
      ) : (
        <div className={styles.regions}>
          {regions.map((region) => {
            const name = english ? region.nameEn : region.name;
            const headingId = `board-${region.region}`;
            return (
              <section key={region.region} className={styles.region} aria-labelledby={headingId}>
                <h2 id={headingId} className={styles.regionTitle}>
                  {name}{' '}
                  <span className={styles.regionFree}>
                    {t('board.regionFree', { count: region.freeGpus })}
                  </span>
                </h2>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('board.columns.gpu')}</th>
                      <th scope="col">{t('board.columns.free')}</th>
                      <th scope="col" className={styles.numeric}>
                        {t('board.columns.hosts')}
                      </th>
                      <th scope="col" className={styles.numeric}>
                        {t('board.columns.price')}
                      </th>
                      <th scope="col" className={styles.action}>
                        <span className="sr-only">{t('board.columns.action')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {region.rows.map((row) => (
                      <tr key={row.GpuModel}>
                        <th scope="row" className={styles.model}>
                          {row.GpuModel}
                        </th>
                        <td className={row.FreeGpus > 0 ? styles.free : styles.full}>
                          {row.FreeGpus > 0
                            ? t('board.freeOfTotal', { free: row.FreeGpus, total: row.TotalGpus })
                            : t('board.full')}
                        </td>
                        <td className={styles.numeric}>{row.Hosts}</td>
                        <td className={`${styles.numeric} price`}>
                          {t('board.fromPrice', { price: formatPrice(row.MinPricePerGpuHour) })}
                        </td>
                        <td className={styles.action}>
                          <Link
                            to={storeLinkFor(row)}
                            aria-label={t('board.seeLabel', { model: row.GpuModel, region: name })}
                          >
                            {t('board.see')}
                          </Link>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            );
          })}
        </div>
      )}
    </>
  );
}
