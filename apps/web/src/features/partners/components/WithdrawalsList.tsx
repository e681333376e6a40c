import {
  type PartnerInfo,
  WITHDRAWAL_STATUSES,
  type Withdrawal,
  type WithdrawalStatus,
} from '@gpucloud/contracts';
import { Alert, Button, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { SelectField } from '../../../shared/forms/SelectField';
import { oneOf, useSearchState } from '../../../shared/hooks/useSearchState';
import { useWithdrawals, WITHDRAWALS_PAGE_SIZE } from '../hooks';
import { PARTNER_PATHS } from '../paths';
import styles from './SalesPartner.module.css';
import { WithdrawalStatusTag } from './WithdrawalStatusTag';
import { WithdrawDialog } from './WithdrawDialog';

/**
 * The partner's withdrawals, newest first, filtered by state (kept in the URL), and the way to
 * apply for another. Someone who is no partner is told where withdrawals come from instead.
 */
export function WithdrawalsList({ info }: { info: PartnerInfo }) {
  const { t } = useTranslation('partners');
  const [params, update] = useSearchState();
  const status = oneOf(params.get('status'), WITHDRAWAL_STATUSES) ?? null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const partner = info.status === 'approved' ? info : null;
  const withdrawals = useWithdrawals(status, page, partner !== null);
  const [withdrawing, setWithdrawing] = useState(false);

  if (!partner)
    return (
      <Alert
        type="info"
        showIcon
        title={t('withdrawals.notPartnerTitle')}
        description={
          <>
            {t('withdrawals.notPartnerBody')}{' '}
            <Link to={PARTNER_PATHS.dashboard}>{t('withdrawals.toDashboard')}</Link>
          </>
        }
      />
    );

  const time = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : t('none'));
  const columns: TableColumnsType<Withdrawal> = [
    { key: 'created', title: t('withdrawals.created'), render: (_, row) => time(row.created_at) },
    {
      key: 'amount',
      title: t('withdrawals.amount'),
      align: 'right',
      render: (_, row) => <span className={styles.amount}>{formatMoney(row.amount)}</span>,
    },
    {
      key: 'status',
      title: t('withdrawals.status'),
      render: (_, row) => <WithdrawalStatusTag status={row.status} />,
    },
    { key: 'bank', title: t('withdrawals.bank'), dataIndex: 'bank_name' },
    { key: 'card', title: t('withdrawals.card'), render: (_, row) => <code>{row.card_number}</code> },
    { key: 'holder', title: t('withdrawals.holder'), dataIndex: 'holder_name' },
    { key: 'reference', title: t('withdrawals.reference'), render: (_, row) => row.reference || t('none') },
    {
      key: 'reason',
      title: t('withdrawals.reason'),
      render: (_, row) =>
        row.reason ? (
          <Typography.Text type="secondary" className={styles.reason}>
            {row.reason}
          </Typography.Text>
        ) : (
          t('none')
        ),
    },
    { key: 'decided', title: t('withdrawals.decided'), render: (_, row) => time(row.decided_at) },
  ];

  return (
    <>
      <section className={styles.toolbar} aria-label={t('withdrawals.filtersLabel')}>
        <SelectField<WithdrawalStatus>
          label={t('withdrawals.status')}
          value={status ?? ''}
          options={[
            { value: '', label: t('withdrawals.allStatuses') },
            ...WITHDRAWAL_STATUSES.map((value) => ({ value, label: t(`withdrawals.statuses.${value}`) })),
          ]}
          onChange={(value) => update({ status: value, page: null })}
        />
        <div className={`${styles.actions} ${styles.toolbarEnd}`}>
          <span>{t('money.available', { amount: formatMoney(partner.withdrawable) })}</span>
          <Button type="primary" disabled={partner.withdrawable <= 0} onClick={() => setWithdrawing(true)}>
            {t('earnings.withdraw')}
          </Button>
        </div>
      </section>
      {withdrawals.isError ? (
        <Alert
          type="warning"
          showIcon
          title={t('withdrawals.loadFailed')}
          description={withdrawals.error.message}
        />
      ) : (
        <Table<Withdrawal>
          aria-label={t('withdrawals.tableLabel')}
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={withdrawals.data?.list ?? []}
          loading={withdrawals.isPending}
          aria-busy={withdrawals.isFetching}
          locale={{ emptyText: t('withdrawals.empty') }}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: WITHDRAWALS_PAGE_SIZE,
            total: withdrawals.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (count) => t('withdrawals.total', { count }),
            onChange: (next) => update({ page: next }),
          }}
        />
      )}
      <p className={styles.note}>{t('withdrawals.noCashOut')}</p>
      {withdrawing && <WithdrawDialog info={partner} onClose={() => setWithdrawing(false)} />}
    </>
  );
}
