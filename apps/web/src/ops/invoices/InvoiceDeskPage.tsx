import type { OpsInvoiceRow } from '@gpucloud/contracts';
import { Alert, Button, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../shared/format';
import { useSearchState } from '../../shared/hooks/useSearchState';
import { ExpandColumnTitle } from '../../shared/ui/ExpandColumnTitle';
import { INVOICE_STATUS_COLORS } from '../../shared/ui/invoiceStatusColors';
import { PageHead } from '../layout/PageHead';
import styles from '../users/Users.module.css';
import { DecisionDialog } from './DecisionDialog';
import { DeskFilterBar } from './DeskFilterBar';
import { DESK_PAGE_SIZE, type DeskQuery, deskQueryOf, deskSearchOf } from './deskQuery';
import type { Decision } from './hooks';
import { useInvoiceDesk } from './hooks';
import './i18n';
import { InvoiceRowDetails } from './InvoiceRowDetails';
import { IssueDialog } from './IssueDialog';
import { WaitingCount } from './WaitingCount';

type Open = { action: 'issue' | Decision; row: OpsInvoiceRow } | null;

/** /ops/invoices (finance): the applications to issue, and every decided one; filters live in the URL. */
export function InvoiceDeskPage() {
  const { t } = useTranslation('opsInvoices');
  const [params, update] = useSearchState();
  const query = deskQueryOf(params);
  const list = useInvoiceDesk(query);
  const change = (changes: Partial<DeskQuery>) => update(deskSearchOf({ ...query, ...changes }));
  const [open, setOpen] = useState<Open>(null);
  const none = <Typography.Text type="secondary">{t('none')}</Typography.Text>;

  const columns: TableColumnsType<OpsInvoiceRow> = [
    { key: 'id', title: t('table.id'), render: (_, row) => `#${row.id}` },
    { key: 'created', title: t('table.created'), render: (_, row) => formatDateTime(row.created_at) },
    { key: 'phone', title: t('table.phone'), dataIndex: 'user_phone' },
    { key: 'title', title: t('table.titleName'), dataIndex: 'title_name' },
    { key: 'taxpayer', title: t('table.taxpayerId'), render: (_, row) => row.taxpayer_id || none },
    { key: 'type', title: t('table.type'), render: (_, row) => t(`types.${row.invoice_type}`) },
    { key: 'mode', title: t('table.mode'), render: (_, row) => t(`modes.${row.mode}`) },
    {
      key: 'amount',
      title: t('table.amount'),
      align: 'right',
      render: (_, row) => <span className={styles.amount}>{formatMoney(row.amount)}</span>,
    },
    {
      key: 'items',
      title: t('table.items'),
      render: (_, row) => t('table.itemCount', { count: row.items.length }),
    },
    {
      key: 'status',
      title: t('table.status'),
      render: (_, row) => <Tag color={INVOICE_STATUS_COLORS[row.status]}>{t(`statuses.${row.status}`)}</Tag>,
    },
    { key: 'number', title: t('table.number'), render: (_, row) => row.number || none },
    {
      key: 'actions',
      title: t('table.actions'),
      render: (_, row) => <RowActions row={row} onOpen={(action) => setOpen({ action, row })} />,
    },
  ];

  return (
    <>
      <PageHead title={t('title')} intro={t('intro')} />
      <WaitingCount waiting={list.data?.waiting} />
      <DeskFilterBar query={query} onChange={change} />
      {list.isError ? (
        <Alert type="error" showIcon title={t('table.loadFailed')} description={list.error.message} />
      ) : null}
      <Table<OpsInvoiceRow>
        aria-label={t('table.label')}
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching && !list.data}
        locale={{ emptyText: t(query.status === 'applied' && !query.q ? 'table.emptyQueue' : 'table.empty') }}
        expandable={{
          columnTitle: <ExpandColumnTitle />,
          expandedRowRender: (row) => <InvoiceRowDetails row={row} />,
        }}
        pagination={{
          current: query.page,
          pageSize: DESK_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (count) => t('table.total', { count }),
          onChange: (page) => change({ page }),
        }}
        scroll={{ x: 'max-content' }}
      />
      {open?.action === 'issue' && <IssueDialog row={open.row} onClose={() => setOpen(null)} />}
      {(open?.action === 'refuse' || open?.action === 'reverse') && (
        <DecisionDialog decision={open.action} row={open.row} onClose={() => setOpen(null)} />
      )}
    </>
  );
}

/** What finance may do with a row in its status: issue or refuse an application, reverse an issued one. */
function RowActions({ row, onOpen }: { row: OpsInvoiceRow; onOpen: (action: 'issue' | Decision) => void }) {
  const { t } = useTranslation('opsInvoices');
  if (row.status === 'applied')
    return (
      <span className={styles.actions}>
        <Button size="small" type="primary" onClick={() => onOpen('issue')}>
          {t('actions.issue')}
        </Button>
        <Button size="small" danger onClick={() => onOpen('refuse')}>
          {t('actions.refuse')}
        </Button>
      </span>
    );
  if (row.status === 'issued')
    return (
      <span className={styles.actions}>
        {row.pdf_url && (
          <a href={row.pdf_url} download={`invoice-${row.number}.pdf`}>
            {t('actions.download')}
          </a>
        )}
        <Button size="small" danger onClick={() => onOpen('reverse')}>
          {t('actions.reverse')}
        </Button>
      </span>
    );
  return null;
}
