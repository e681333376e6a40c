import type { BareMetalConfig } from '@gpucloud/contracts';
import { Alert, Button, Table, type TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatPrice } from '../../../shared/format';
import { hasSession } from '../../../shared/session';
import { useBareMetalShowList } from '../hooks';
import '../i18n';
import styles from './BareMetalSection.module.css';

const ReserveDialog = lazy(async () => ({ default: (await import('./ReserveDialog')).ReserveDialog }));

/** The store's bare-metal section: configurations, list prices, availability, and "Reserve". */
export function BareMetalSection() {
  const { t, i18n } = useTranslation('reservations');
  const navigate = useNavigate();
  const list = useBareMetalShowList();
  const [reserving, setReserving] = useState<BareMetalConfig | null>(null);
  const regionOf = (row: BareMetalConfig) => (i18n.language === 'zh-CN' ? row.RegionName : row.RegionNameEn);

  const reserve = (row: BareMetalConfig) => {
    if (!hasSession()) void navigate(`/login?redirect=${encodeURIComponent('/store#bare-metal')}`);
    else setReserving(row);
  };

  const columns: TableColumnsType<BareMetalConfig> = [
    {
      key: 'configuration',
      title: t('section.configuration'),
      render: (_, row) => (
        <>
          <strong>
            {row.GpuModel} × {row.GpuCount}
          </strong>
          <div className={styles.muted}>
            {t('spec', { model: row.GpuModel, count: row.GpuCount, cpu: row.CpuCores, memory: row.MemoryGb })}
          </div>
        </>
      ),
    },
    { key: 'region', title: t('table.region'), render: (_, row) => regionOf(row) },
    {
      key: 'disks',
      title: t('section.disks'),
      render: (_, row) => (
        <>
          {t('section.diskValue', { system: row.SystemDiskGb, data: row.DataDiskGb })}
          <div className={styles.muted}>{t('section.bandwidth', { mbps: row.BandwidthMbps })}</div>
        </>
      ),
    },
    {
      key: 'price',
      title: t('section.price'),
      render: (_, row) => (
        <>
          <div>{t('section.perDay', { price: formatPrice(row.PricePerDay) })}</div>
          <div className={styles.muted}>
            {t('section.perMonth', { price: formatPrice(row.PricePerMonth) })}
          </div>
          <div className={styles.muted}>{t('section.perHour', { price: formatPrice(row.PricePerHour) })}</div>
        </>
      ),
    },
    {
      key: 'availability',
      title: t('section.availability'),
      render: (_, row) => (
        <>
          <div>{t('section.freeNow', { free: row.FreeNow, machines: row.Machines })}</div>
          <div className={styles.muted}>{t('section.reservable', { count: row.Reservable })}</div>
        </>
      ),
    },
    {
      key: 'reserve',
      title: '',
      render: (_, row) => (
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
      ),
    },
  ];

  return (
    <section id="bare-metal" className={styles.section} aria-labelledby="bare-metal-title">
      <h2 id="bare-metal-title" className={styles.title}>
        {t('section.title')}
      </h2>
      <p className={styles.muted}>{t('section.subtitle')}</p>
      {list.isError && !list.data ? (
        <Alert type="error" showIcon title={t('section.loadFailed')} />
      ) : (
        <Table<BareMetalConfig>
          aria-label={t('section.label')}
          rowKey="ConfigId"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={list.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('section.empty') }}
        />
      )}
      {reserving && (
        <Suspense fallback={null}>
          <ReserveDialog config={reserving} onClose={() => setReserving(null)} />
        </Suspense>
      )}
    </section>
  );
}
