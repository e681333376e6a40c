import type { partnersRoutes } from '@gpucloud/contracts';
import { Alert, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallData } from '../../../api/call';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { SETTLEMENTS_PAGE_SIZE, useSettlements } from '../hooks';
import { PartnerCard } from './PartnerCard';
import styles from './SalesPartner.module.css';

type Settlement = CallData<typeof partnersRoutes.settlements>['list'][number];

/** The settlements, newest first: what each made withdrawable; what waits for the next one. */
export function SettlementsTable() {
  const { t } = useTranslation('partners');
  const [page, setPage] = useState(1);
  const settlements = useSettlements(page);
  const time = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;
  const money = (yuan: number) => <span className={styles.amount}>{formatMoney(yuan)}</span>;
  const data = settlements.data;

  return (
    <PartnerCard title={t('settlements.title')}>
      {data && (
        <p className={styles.note}>
          {t('settlements.pending', { amount: formatMoney(data.pending) })}{' '}
          {data.next_settlement && t('settlements.next', { date: formatDateTime(data.next_settlement) })}
        </p>
      )}
      {settlements.isError ? (
        <Alert
          type="warning"
          showIcon
          title={t('settlements.loadFailed')}
          description={settlements.error.message}
        />
      ) : (
        <Table<Settlement>
          aria-label={t('settlements.title')}
          rowKey="id"
          size="small"
          dataSource={data?.list ?? []}
          loading={settlements.isPending}
          aria-busy={settlements.isFetching}
          locale={{ emptyText: t('settlements.empty') }}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: SETTLEMENTS_PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (count) => t('settlements.total', { count }),
            onChange: setPage,
          }}
          columns={[
            { key: 'cutoff', title: t('settlements.cutoff'), render: (_, row) => time(row.cutoff) },
            {
              key: 'commission',
              title: t('settlements.commission'),
              align: 'right',
              render: (_, row) => money(row.commission),
            },
            {
              key: 'machine',
              title: t('settlements.machine'),
              align: 'right',
              render: (_, row) => money(row.machine),
            },
            {
              key: 'amount',
              title: t('settlements.amount'),
              align: 'right',
              render: (_, row) => money(row.amount),
            },
            { key: 'settledAt', title: t('settlements.settledAt'), render: (_, row) => time(row.settled_at) },
          ]}
        />
      )}
    </PartnerCard>
  );
}
