import type { OpsPartnerRow, PartnerStatus } from '@gpucloud/contracts';
import { Button, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../shared/format';
import styles from '../users/Users.module.css';
import type { LevelChange } from './LevelDialog';

export type PartnerAction = LevelChange | 'refuse';
/** A column, and the statuses it is shown for when not all (a reason only for refusals…). */
type Column = TableColumnsType<OpsPartnerRow>[number] & { only?: readonly PartnerStatus[] };

/** The partner table's columns for the status shown, with each row's actions. */
export function usePartnerColumns(
  status: PartnerStatus,
  onOpen: (action: PartnerAction, row: OpsPartnerRow) => void,
): TableColumnsType<OpsPartnerRow> {
  const { t } = useTranslation('ops', { keyPrefix: 'partnerDesks' });
  const or = (text: string) => text || <Typography.Text type="secondary">{t('none')}</Typography.Text>;
  const money = (yuan: number) => <span className={styles.amount}>{formatMoney(yuan)}</span>;

  const columns: Column[] = [
    { key: 'user', title: t('partners.table.userId'), dataIndex: 'user_id' },
    { key: 'phone', title: t('partners.table.phone'), dataIndex: 'user_phone' },
    { key: 'name', title: t('partners.table.verifiedName'), render: (_, row) => or(row.verified_name) },
    {
      key: 'level',
      title: t('partners.table.level'),
      only: ['approved'],
      render: (_, row) => t('partners.levelValue', { level: row.level }),
    },
    {
      key: 'code',
      title: t('partners.table.code'),
      only: ['approved'],
      render: (_, row) => <code>{row.code}</code>,
    },
    { key: 'note', title: t('partners.table.note'), width: 240, render: (_, row) => or(row.note) },
    {
      key: 'referred',
      title: t('partners.table.referred'),
      align: 'right',
      only: ['approved'],
      dataIndex: 'referred',
    },
    {
      key: 'machines',
      title: t('partners.table.machines'),
      align: 'right',
      only: ['approved'],
      dataIndex: 'machines',
    },
    {
      key: 'pending',
      title: t('partners.table.pending'),
      align: 'right',
      render: (_, row) => money(row.pending),
    },
    {
      key: 'withdrawable',
      title: t('partners.table.withdrawable'),
      align: 'right',
      render: (_, row) => money(row.withdrawable),
    },
    {
      key: 'applied',
      title: t('partners.table.applied'),
      render: (_, row) => formatDateTime(row.applied_at),
    },
    {
      key: 'decided',
      title: t('partners.table.decided'),
      only: ['approved', 'refused'],
      render: (_, row) => (row.decided_at ? formatDateTime(row.decided_at) : or('')),
    },
    {
      key: 'reason',
      title: t('partners.table.reason'),
      only: ['refused'],
      render: (_, row) => or(row.reason),
    },
    {
      key: 'actions',
      title: t('partners.table.actions'),
      render: (_, row) => <RowActions row={row} onOpen={(action) => onOpen(action, row)} />,
    },
  ];
  return columns
    .filter((column) => !column.only || column.only.includes(status))
    .map(({ only: _shownFor, ...column }) => column);
}

/** What finance may do with a row in its status: decide an application, change a partner's level. */
function RowActions({ row, onOpen }: { row: OpsPartnerRow; onOpen: (action: PartnerAction) => void }) {
  const { t } = useTranslation('ops', { keyPrefix: 'partnerDesks' });
  if (row.status === 'applied')
    return (
      <span className={styles.actions}>
        <Button size="small" type="primary" onClick={() => onOpen('approve')}>
          {t('partners.actions.approve')}
        </Button>
        <Button size="small" danger onClick={() => onOpen('refuse')}>
          {t('partners.actions.refuse')}
        </Button>
      </span>
    );
  if (row.status === 'approved')
    return (
      <Button size="small" onClick={() => onOpen('changeLevel')}>
        {t('partners.actions.level')}
      </Button>
    );
  return null;
}
