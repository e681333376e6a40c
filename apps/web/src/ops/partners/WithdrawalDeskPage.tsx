import { type OpsWithdrawalRow, opsWithdrawalRefuseRequest, WITHDRAWAL_STATUSES } from '@gpucloud/contracts';
import { formatYuan } from '@gpucloud/domain';
import { Button, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../shared/format';
import { PageHead } from '../layout/PageHead';
import styles from '../users/Users.module.css';
import { DeskBody } from './DeskBody';
import { withdrawalDesk } from './deskQuery';
import { useRefuseWithdrawal, useWithdrawalList } from './hooks';
import { PayWithdrawalDialog } from './PayWithdrawalDialog';
import { ReasonDialog } from './ReasonDialog';
import { useDeskQuery } from './useDeskQuery';

type Open = { action: 'pay' | 'refuse'; row: OpsWithdrawalRow } | null;

/** /ops/withdrawals (finance): partners' withdrawals to pay (oldest first), and the decided ones. */
export function WithdrawalDeskPage() {
  const { t } = useTranslation('ops', { keyPrefix: 'partnerDesks' });
  const { query, change } = useDeskQuery(withdrawalDesk);
  const list = useWithdrawalList(query);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const or = (text: string) => text || <Typography.Text type="secondary">{t('none')}</Typography.Text>;

  const columns: TableColumnsType<OpsWithdrawalRow> = [
    { key: 'id', title: t('withdrawals.table.id'), render: (_, row) => `#${row.id}` },
    { key: 'user', title: t('withdrawals.table.userId'), dataIndex: 'user_id' },
    { key: 'phone', title: t('withdrawals.table.phone'), dataIndex: 'user_phone' },
    {
      key: 'amount',
      title: t('withdrawals.table.amount'),
      align: 'right',
      render: (_, row) => <span className={styles.amount}>{formatMoney(row.amount)}</span>,
    },
    { key: 'bank', title: t('withdrawals.table.bank'), dataIndex: 'bank_name' },
    { key: 'card', title: t('withdrawals.table.card'), render: (_, row) => <code>{row.card_number}</code> },
    { key: 'holder', title: t('withdrawals.table.holder'), dataIndex: 'holder_name' },
    {
      key: 'applied',
      title: t('withdrawals.table.applied'),
      render: (_, row) => formatDateTime(row.created_at),
    },
    {
      key: 'decided',
      title: t('withdrawals.table.decided'),
      render: (_, row) => (row.decided_at ? formatDateTime(row.decided_at) : or('')),
    },
    { key: 'reference', title: t('withdrawals.table.reference'), render: (_, row) => or(row.reference) },
    { key: 'reason', title: t('withdrawals.table.reason'), render: (_, row) => or(row.reason) },
    {
      key: 'actions',
      title: t('withdrawals.table.actions'),
      render: (_, row) =>
        row.status === 'applied' ? (
          <span className={styles.actions}>
            <Button size="small" type="primary" onClick={() => setOpen({ action: 'pay', row })}>
              {t('withdrawals.actions.pay')}
            </Button>
            <Button size="small" danger onClick={() => setOpen({ action: 'refuse', row })}>
              {t('withdrawals.actions.refuse')}
            </Button>
          </span>
        ) : null,
    },
  ];

  return (
    <>
      <PageHead title={t('withdrawals.title')} intro={t('withdrawals.intro')} />
      <DeskBody
        desk="withdrawals"
        statuses={WITHDRAWAL_STATUSES}
        statusLabel={(status) => t(`withdrawals.statuses.${status}`)}
        query={query}
        onChange={change}
        list={list}
        rowKey="id"
        columns={columns}
      />
      {open?.action === 'pay' && <PayWithdrawalDialog row={open.row} onClose={close} />}
      {open?.action === 'refuse' && <RefuseWithdrawalDialog row={open.row} onClose={close} />}
    </>
  );
}

function RefuseWithdrawalDialog({ row, onClose }: { row: OpsWithdrawalRow; onClose: () => void }) {
  const { t } = useTranslation('ops', { keyPrefix: 'partnerDesks' });
  const refuse = useRefuseWithdrawal();
  const id = row.id;
  return (
    <ReasonDialog
      formId="ops-withdrawal-refuse"
      title={t('withdrawals.refuse.title', { id })}
      body={t('withdrawals.refuse.body', {
        amount: formatYuan(row.amount, { grouped: true }),
        phone: row.user_phone,
      })}
      submitText={t('withdrawals.refuse.submit')}
      doneText={t('withdrawals.refuse.done', { id })}
      reasonSchema={opsWithdrawalRefuseRequest.shape.reason}
      pending={refuse.isPending}
      error={refuse.error}
      send={(reason, callbacks) => refuse.mutate({ withdrawal_id: id, reason }, callbacks)}
      onClose={onClose}
    />
  );
}
