import { PlusOutlined } from '@ant-design/icons';
import type { SubAccountRow } from '@gpucloud/contracts';
import { Button, Card, Empty, Result, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { useIsSmallScreen } from '../../../shared/hooks/useMediaQuery';
import { useSubAccounts } from '../hooks';
import { AddSubAccountDialog } from './AddSubAccountDialog';
import { DeleteSubAccountDialog } from './DeleteSubAccountDialog';
import { MoneyLimitDialog } from './MoneyLimitDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { SubAccountCard } from './SubAccountCard';
import { SubAccountNote } from './SubAccountNote';

export type SubAccountAction = 'limit' | 'password' | 'delete';

/** A main account's sub-accounts: table on wide screens, cards on phones; each action in a dialog. */
export function SubAccountsSection() {
  const { t } = useTranslation('account');
  const small = useIsSmallScreen();
  const list = useSubAccounts();
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<{ action: SubAccountAction; row: SubAccountRow } | null>(null);
  const act = (action: SubAccountAction, row: SubAccountRow) => setOpen({ action, row });
  const close = () => setOpen(null);

  const columns: TableColumnsType<SubAccountRow> = [
    { key: 'name', title: t('subAccounts.columns.name'), dataIndex: 'Name', rowScope: 'row' },
    { key: 'note', title: t('subAccounts.columns.note'), render: (_, row) => <SubAccountNote row={row} /> },
    {
      key: 'limit',
      title: t('subAccounts.columns.limit'),
      align: 'right',
      render: (_, row) => formatMoney(row.MoneyLimit),
    },
    {
      key: 'used',
      title: t('subAccounts.columns.used'),
      align: 'right',
      render: (_, row) => formatMoney(row.MoneyUsed),
    },
    {
      key: 'canUse',
      title: t('subAccounts.columns.canUse'),
      align: 'right',
      render: (_, row) => formatMoney(row.MoneyCanUse),
    },
    {
      key: 'created',
      title: t('subAccounts.columns.created'),
      render: (_, row) => formatDateTime(row.CreateAt),
    },
    {
      key: 'actions',
      title: t('subAccounts.columns.actions'),
      render: (_, row) => <SubAccountActions row={row} onAction={act} />,
    },
  ];

  return (
    <section aria-labelledby="sub-accounts-title">
      <div
        style={{
          display: 'flex',
          marginTop: 24,
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 12,
          flexWrap: 'wrap',
        }}
      >
        <h2 id="sub-accounts-title" style={{ fontSize: 16, margin: 0 }}>
          {t('subAccounts.title')}
        </h2>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
          {t('subAccounts.add')}
        </Button>
      </div>
      <p style={{ color: 'rgba(0,0,0,0.55)', margin: '4px 0 12px' }}>{t('subAccounts.intro')}</p>
      {list.isError ? (
        <Result
          status="warning"
          title={t('subAccounts.loadFailed')}
          subTitle={list.error.message}
          extra={<Button onClick={() => void list.refetch()}>{t('subAccounts.retry')}</Button>}
        />
      ) : small ? (
        // biome-ignore lint/a11y/useSemanticElements: the list of cards is a labelled list for readers and tests
        <div role="list" aria-label={t('subAccounts.listLabel')} aria-busy={list.isPending}>
          {list.data?.length === 0 && <Empty description={t('subAccounts.empty')} />}
          {list.data?.map((row) => (
            <SubAccountCard
              key={row.SubAccountId}
              row={row}
              actions={<SubAccountActions row={row} onAction={act} />}
            />
          ))}
        </div>
      ) : (
        <Card styles={{ body: { padding: 0 } }}>
          <Table<SubAccountRow>
            aria-label={t('subAccounts.listLabel')}
            rowKey="SubAccountId"
            columns={columns}
            dataSource={list.data}
            loading={list.isPending}
            pagination={false}
            locale={{ emptyText: <Empty description={t('subAccounts.empty')} /> }}
            scroll={{ x: 'max-content' }}
          />
        </Card>
      )}
      {adding && <AddSubAccountDialog onClose={() => setAdding(false)} />}
      {open?.action === 'limit' && <MoneyLimitDialog row={open.row} onClose={close} />}
      {open?.action === 'password' && <ResetPasswordDialog row={open.row} onClose={close} />}
      {open?.action === 'delete' && <DeleteSubAccountDialog row={open.row} onClose={close} />}
    </section>
  );
}

function SubAccountActions({
  row,
  onAction,
}: {
  row: SubAccountRow;
  onAction: (action: SubAccountAction, row: SubAccountRow) => void;
}) {
  const { t } = useTranslation('account');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled toolbar-like group of the row's buttons
    <div
      role="group"
      aria-label={t('subAccounts.actionsOf', { name: row.Name })}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}
    >
      <Button size="small" onClick={() => onAction('limit', row)}>
        {t('subAccounts.editLimit')}
      </Button>
      <Button size="small" onClick={() => onAction('password', row)}>
        {t('subAccounts.resetPassword')}
      </Button>
      <Button size="small" danger onClick={() => onAction('delete', row)}>
        {t('subAccounts.delete')}
      </Button>
    </div>
  );
}
