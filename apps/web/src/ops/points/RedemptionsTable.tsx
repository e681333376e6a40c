import type { OpsScoreItem } from '@gpucloud/contracts';
import { Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/format';
import { LoadFailedAlert } from '../../shared/ui/LoadFailedAlert';
import { REDEMPTIONS_PAGE_SIZE, useDeskRedemptions } from './hooks';
import { OPS_POINTS_NS } from './i18n';

type Row = NonNullable<ReturnType<typeof useDeskRedemptions>['data']>['list'][number];

/** Redemptions, newest first: who, what, when, for how many points; optionally of one item. */
export function RedemptionsTable({ items }: { items: readonly OpsScoreItem[] }) {
  const { t, i18n } = useTranslation(OPS_POINTS_NS);
  const zh = i18n.language === 'zh-CN';
  const [itemId, setItemId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const redemptions = useDeskRedemptions({ itemId, page });
  const columns: TableColumnsType<Row> = [
    { key: 'time', title: t('redemptions.time'), render: (_, row) => formatDateTime(row.created_at) },
    {
      key: 'account',
      title: t('redemptions.account'),
      render: (_, row) => <Link to={`/ops/users/${row.user_id}`}>{row.phone}</Link>,
    },
    {
      key: 'item',
      title: t('redemptions.item'),
      render: (_, row) => (zh ? row.item_name : row.item_name_en),
    },
    { key: 'points', title: t('redemptions.points'), align: 'right', dataIndex: 'points' },
    { key: 'reward', title: t('redemptions.reward'), dataIndex: 'reward' },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Select<number | null>
        aria-label={t('redemptions.filterItem')}
        style={{ minWidth: 240 }}
        value={itemId}
        onChange={(value) => {
          setItemId(value);
          setPage(1);
        }}
        options={[
          { value: null, label: t('redemptions.allItems') },
          ...items.map((item) => ({ value: item.id, label: zh ? item.name : item.name_en })),
        ]}
      />
      {redemptions.isError ? (
        <LoadFailedAlert
          title={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => redemptions.refetch()}
        />
      ) : null}
      <Table<Row>
        aria-label={t('redemptions.tableLabel')}
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={redemptions.data?.list ?? []}
        loading={redemptions.isFetching}
        locale={{ emptyText: t('redemptions.empty') }}
        pagination={{
          current: page,
          pageSize: REDEMPTIONS_PAGE_SIZE,
          total: redemptions.data?.total ?? 0,
          onChange: setPage,
          showTotal: (count) => t('total', { count }),
        }}
        scroll={{ x: 'max-content' }}
      />
    </Space>
  );
}
