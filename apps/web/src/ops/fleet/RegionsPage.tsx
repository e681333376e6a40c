import type { FleetRegion } from '@gpucloud/contracts';
import { Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../layout/PageHead';
import './i18n';
import { useRegions } from './hooks';
import { RegionFormDialog } from './RegionFormDialog';

/** /ops/regions (fleet): the regions with their host counts; adding and renaming one. */
export function RegionsPage() {
  const { t } = useTranslation('opsFleet');
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
      <PageHead
        title={t('regions.title')}
        intro={t('regions.intro')}
        actions={
          <Button type="primary" onClick={() => setDialog({})}>
            {t('regions.add')}
          </Button>
        }
      />
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
