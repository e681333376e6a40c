import type { FleetRegion } from '@gpucloud/contracts';
import { Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './i18n';
import styles from './FleetPage.module.css';
import { useRegions } from './hooks';
import { RegionFormDialog } from './RegionFormDialog';

/** /ops/regions (fleet): the regions with their host counts; adding and renaming one. */
export function RegionsPage() {
  const { t } = useTranslation('opsFleet');
  const { t: tOps } = useTranslation('ops');
  const regions = useRegions();
  const [dialog, setDialog] = useState<{ region?: FleetRegion } | null>(null);

  const columns: TableColumnsType<FleetRegion> = [
    { key: 'code', title: t('regions.columns.code'), dataIndex: 'Code' },
    { key: 'name', title: t('regions.columns.name'), dataIndex: 'Name' },
    { key: 'nameEn', title: t('regions.columns.nameEn'), dataIndex: 'NameEn' },
    { key: 'sortOrder', title: t('regions.columns.sortOrder'), dataIndex: 'SortOrder' },
    { key: 'hosts', title: t('regions.columns.hosts'), dataIndex: 'Hosts' },
    {
      key: 'actions',
      title: t('regions.columns.actions'),
      render: (_, region) => (
        <Button
          type="link"
          aria-label={t('regions.renameOf', { name: region.NameEn })}
          onClick={() => setDialog({ region })}
        >
          {t('regions.rename')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <title>{`${t('regions.title')} · ${tOps('appName')}`}</title>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('regions.title')}</h1>
          <p className={styles.intro}>{t('regions.intro')}</p>
        </div>
        <Button type="primary" onClick={() => setDialog({})}>
          {t('regions.add')}
        </Button>
      </div>
      <Table<FleetRegion>
        aria-label={t('regions.tableLabel')}
        rowKey="Id"
        size="middle"
        columns={columns}
        dataSource={regions.data ?? []}
        loading={regions.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      {dialog && <RegionFormDialog {...dialog} onClose={() => setDialog(null)} />}
    </>
  );
}
