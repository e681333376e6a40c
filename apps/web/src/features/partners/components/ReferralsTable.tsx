import type { partnersRoutes } from '@gpucloud/contracts';
import { Alert, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallData } from '../../../api/call';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { REFERRALS_PAGE_SIZE, useReferrals } from '../hooks';
import { PartnerCard } from './PartnerCard';
import styles from './SalesPartner.module.css';

type Referred = CallData<typeof partnersRoutes.referrals>['list'][number];

/** The customers who registered through the partner's link, newest first, with what they earned it. */
export function ReferralsTable() {
  const { t } = useTranslation('partners');
  const [page, setPage] = useState(1);
  const referrals = useReferrals(page);
  const time = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;
  const money = (yuan: number) => <span className={styles.amount}>{formatMoney(yuan)}</span>;

  return (
    <PartnerCard title={t('referrals.title')}>
      {referrals.isError ? (
        <Alert
          type="warning"
          showIcon
          title={t('referrals.loadFailed')}
          description={referrals.error.message}
        />
      ) : (
        <Table<Referred>
          aria-label={t('referrals.title')}
          rowKey={(row) => `${row.phone}-${row.registered_at}`}
          size="small"
          dataSource={referrals.data?.list ?? []}
          loading={referrals.isPending}
          aria-busy={referrals.isFetching}
          locale={{ emptyText: t('referrals.empty') }}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: REFERRALS_PAGE_SIZE,
            total: referrals.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (count) => t('referrals.total', { count }),
            onChange: setPage,
          }}
          columns={[
            { key: 'phone', title: t('referrals.phone'), dataIndex: 'phone' },
            {
              key: 'registered',
              title: t('referrals.registered'),
              render: (_, row) => time(row.registered_at),
            },
            {
              key: 'boundUntil',
              title: t('referrals.boundUntil'),
              render: (_, row) => time(row.bound_until),
            },
            {
              key: 'active',
              title: t('referrals.active'),
              render: (_, row) =>
                row.active ? (
                  <Tag color="green">{t('referrals.bound')}</Tag>
                ) : (
                  <Tag>{t('referrals.ended')}</Tag>
                ),
            },
            {
              key: 'spend',
              title: t('referrals.spend'),
              align: 'right',
              render: (_, row) => money(row.spend),
            },
            {
              key: 'commission',
              title: t('referrals.commission'),
              align: 'right',
              render: (_, row) => money(row.commission),
            },
          ]}
        />
      )}
    </PartnerCard>
  );
}
