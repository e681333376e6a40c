import { type InstanceRow, OPS_USER_INSTANCE_FILTERS, type OpsUserInstanceFilter } from '@gpucloud/contracts';
import { isStatusDetailCode } from '@gpucloud/domain';
import { Form, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../shared/instances/i18n';
import { formatDateTime } from '../../shared/format';
import { useUserInstances } from './hooks';
import styles from './Users.module.css';

const PAGE_SIZE = 10;
const GROUPS = new Set<OpsUserInstanceFilter>(['all', 'live', 'ended']);

/**
 * An account's instances, released and failed ones included (a customer calls about the machine
 * they just released as often as about a running one), filtered by state.
 */
export function InstancesTab({ userId }: { userId: number }) {
  const { t } = useTranslation('opsUsers');
  const { t: tInstances } = useTranslation('instances');
  const [status, setStatus] = useState<OpsUserInstanceFilter>('all');
  const [page, setPage] = useState(1);
  const query = useUserInstances(userId, status, page);
  const filterName = (filter: OpsUserInstanceFilter) =>
    GROUPS.has(filter)
      ? t(`instances.filters.${filter as 'all' | 'live' | 'ended'}`)
      : tInstances(`statuses.${filter as InstanceRow['Status']}`);
  const columns: TableColumnsType<InstanceRow> = [
    { key: 'name', title: t('lists.instance'), render: (_, row) => `${row.Name} (#${row.InstanceId})` },
    { key: 'status', title: t('lists.status'), render: (_, row) => tInstances(`statuses.${row.Status}`) },
    // Staff read why the product moved it in their language, and a machine's detail as the server
    // keeps it: a host's refusal in its own words.
    {
      key: 'detail',
      title: t('lists.detail'),
      render: (_, row) => (
        <span className={styles.detail}>
          {isStatusDetailCode(row.StatusDetail)
            ? tInstances(`statusDetails.${row.StatusDetail}`)
            : row.StatusDetail || '—'}
        </span>
      ),
    },
    { key: 'gpu', title: t('lists.gpu'), render: (_, row) => `${row.GpuModel} × ${row.GpuCount}` },
    { key: 'billing', title: t('lists.billing'), render: (_, row) => tInstances(`modes.${row.BillingMode}`) },
    { key: 'sub', title: t('lists.subAccount'), render: (_, row) => row.SubAccountName ?? t('lists.main') },
    { key: 'time', title: t('lists.time'), render: (_, row) => formatDateTime(row.CreateAt) },
  ];
  return (
    <>
      <Form layout="inline" className={styles.search}>
        <Form.Item label={t('instances.filter')} htmlFor="ops-user-instance-status">
          <Select<OpsUserInstanceFilter>
            id="ops-user-instance-status"
            value={status}
            popupMatchSelectWidth={false}
            options={OPS_USER_INSTANCE_FILTERS.map((filter) => ({
              value: filter,
              label: filterName(filter),
            }))}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
          />
        </Form.Item>
      </Form>
      <Table<InstanceRow>
        aria-label={t('detail.tabs.instances')}
        rowKey="InstanceId"
        size="small"
        columns={columns}
        dataSource={query.data?.data ?? []}
        loading={query.isFetching}
        locale={{ emptyText: status === 'all' ? t('instances.none') : t('instances.noneInFilter') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onChange: setPage }}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
