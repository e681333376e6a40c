import type { BareMetalConfig } from '@gpucloud/contracts';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../shared/format';
import { hasSession } from '../../../shared/session';
import type { StoreFilters } from '../../../shared/storeFilters';
import { LazyLoadFailedAlert } from '../../../shared/ui/LazyLoadFailedAlert';
import { bareMetalRowsFor } from '../bareMetalFilters';
import { useBareMetalShowList } from '../hooks';
import '../i18n';
import styles from './BareMetalSection.module.css';

const ReserveFlow = lazy(async () => ({ default: (await import('./ReserveFlow')).ReserveFlow }));

/**
 * The store's bare-metal section: configurations, list prices, availability, and "Reserve". A plain
 * table, not antd's: the section loads with the store, whose first load has a JavaScript budget.
 * The store's filters (region, GPU model, kind, sort) apply here too.
 */
export function BareMetalSection({ filters }: { filters: StoreFilters }) {
  const { t, i18n } = useTranslation('reservations');
  const navigate = useNavigate();
  const list = useBareMetalShowList();
  const [reserving, setReserving] = useState<BareMetalConfig | null>(null);
  const [opened, setOpened] = useState(false);
  const regionOf = (row: BareMetalConfig) => (i18n.language === 'zh-CN' ? row.RegionName : row.RegionNameEn);
  const offered = list.data?.list ?? [];
  const rows = bareMetalRowsFor(offered, filters);

  const reserve = (row: BareMetalConfig) => {
    if (!hasSession()) void navigate(`/login?redirect=${encodeURIComponent('/store#bare-metal')}`);
    else {
      setReserving(row);
      setOpened(true);
    }
  };

  return (
    <section id="bare-metal" className={styles.section} aria-labelledby="bare-metal-title">
      <h2 id="bare-metal-title" className={styles.title}>
        {t('section.title')}
      </h2>
      <p className={styles.muted}>{t('section.subtitle')}</p>
      {list.isError && !list.data ? (
        <LazyLoadFailedAlert
          title={t('section.loadFailed')}
          retryLabel={t('common.retry', { ns: 'translation' })}
          onRetry={() => list.refetch()}
        />
      ) : (
        // Wider than a phone: the table scrolls sideways inside its box, not the whole page.
        <div className={styles.scroller}>
          <table aria-label={t('section.label')} aria-busy={list.isFetching} className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('section.configuration')}</th>
                <th scope="col">{t('table.region')}</th>
                <th scope="col">{t('section.disks')}</th>
                <th scope="col">{t('section.price')}</th>
                <th scope="col">{t('section.availability')}</th>
                <th scope="col">
                  <span className={styles.hidden}>{t('section.reserve')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={6} className={styles.empty}>
                    {list.isPending
                      ? t('section.loading')
                      : offered.length > 0
                        ? t('section.filteredEmpty')
                        : t('section.empty')}
                  </td>
                </tr>
              )}
              {rows.map((row) => (
                <tr key={row.ConfigId}>
                  <td>
                    <strong>
                      {row.GpuModel} × {row.GpuCount}
                    </strong>
                    <div className={styles.muted}>
                      {t('spec', {
                        model: row.GpuModel,
                        count: row.GpuCount,
                        cpu: row.CpuCores,
                        memory: row.MemoryGb,
                      })}
                    </div>
                  </td>
                  <td>{regionOf(row)}</td>
                  <td>
                    {t('section.diskValue', { system: row.SystemDiskGb, data: row.DataDiskGb })}
                    <div className={styles.muted}>{t('section.bandwidth', { mbps: row.BandwidthMbps })}</div>
                  </td>
                  <td>
                    <div>{t('section.perDay', { price: formatMoney(row.PricePerDay) })}</div>
                    <div className={styles.muted}>
                      {t('section.perMonth', { price: formatMoney(row.PricePerMonth) })}
                    </div>
                    <div className={styles.muted}>
                      {t('section.perHour', { price: formatMoney(row.PricePerHour) })}
                    </div>
                  </td>
                  <td>
                    <div>{t('section.freeNow', { free: row.FreeNow, machines: row.Machines })}</div>
                    <div className={styles.muted}>{t('section.reservable', { count: row.Reservable })}</div>
                  </td>
                  <td>
                    <Button
                      type="primary"
                      aria-label={t('section.reserveLabel', {
                        model: row.GpuModel,
                        count: row.GpuCount,
                        region: regionOf(row),
                      })}
                      onClick={() => reserve(row)}
                    >
                      {t('section.reserve')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {opened && (
        <Suspense fallback={null}>
          <ReserveFlow config={reserving} onClose={() => setReserving(null)} />
        </Suspense>
      )}
    </section>
  );
}
