import type { RefundableTopUp } from '@gpucloud/contracts';
import { Alert, Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../shared/format';
import styles from '../users/Users.module.css';
import { TOP_UPS_PAGE_SIZE, useRefundableTopUps } from './hooks';
import { usePayTypeName } from './payTypes';
import { RefundDialog } from './RefundDialog';
import { notRefundableBecause } from './refundForm';
import './i18n';

const money = (value: number) => <span className={styles.amount}>{formatMoney(value)}</span>;

/** A user's tab (finance): paid top-ups with what is left to refund, each with its Refund action. */
export function TopUpsTab({ userId }: { userId: number }) {
  const { t } = useTranslation('opsRefunds');
  const payTypeName = usePayTypeName();
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<RefundableTopUp | null>(null);
  const query = useRefundableTopUps(userId, page);
  const balance = query.data?.Balance ?? 0;

  if (query.isError) return <Alert type="error" showIcon message={t('topUps.loadFailed')} />;
  const columns: TableColumnsType<RefundableTopUp> = [
    { key: 'paidAt', title: t('topUps.columns.paidAt'), render: (_, row) => formatDateTime(row.PaidAt) },
    { key: 'order', title: t('topUps.columns.order'), render: (_, row) => <code>{row.OutTradeNo}</code> },
    {
      key: 'amount',
      title: t('topUps.columns.amount'),
      align: 'right',
      render: (_, row) => money(row.Amount),
    },
    { key: 'payType', title: t('topUps.columns.payType'), render: (_, row) => payTypeName(row.PayType) },
    {
      key: 'refunded',
      title: t('topUps.columns.refunded'),
      align: 'right',
      render: (_, row) => money(row.Refunded),
    },
    {
      key: 'refundable',
      title: t('topUps.columns.refundable'),
      align: 'right',
      render: (_, row) => money(row.Refundable),
    },
    {
      key: 'actions',
      title: t('topUps.columns.actions'),
      render: (_, row) => {
        const because = notRefundableBecause(row, balance);
        return because ? (
          <span className={styles.sub}>{t(`topUps.${because}`)}</span>
        ) : (
          <Button
            size="small"
            danger
            aria-label={t('topUps.refundOrder', { order: row.OutTradeNo })}
            onClick={() => setRefunding(row)}
          >
            {t('topUps.refund')}
          </Button>
        );
      },
    },
  ];

  return (
    <>
      <p>{t('topUps.intro', { balance: formatMoney(balance) })}</p>
      <Table<RefundableTopUp>
        aria-label={t('topUps.tableLabel')}
        rowKey="OutTradeNo"
        size="small"
        columns={columns}
        dataSource={query.data?.data ?? []}
        loading={query.isFetching}
        locale={{ emptyText: t('topUps.empty') }}
        pagination={{
          current: page,
          pageSize: TOP_UPS_PAGE_SIZE,
          total: query.data?.total ?? 0,
          onChange: setPage,
        }}
        scroll={{ x: 'max-content' }}
      />
      {refunding && <RefundDialog topUp={refunding} balance={balance} onClose={() => setRefunding(null)} />}
    </>
  );
}
