import { Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { ExpandColumnTitle } from '../../../shared/ui/ExpandColumnTitle';
import type { InvoiceableRow, InvoiceMode } from '../selection';
import { MonthChanges } from './MonthChanges';
import { NotInvoiceableReason } from './NotInvoiceableReason';

const PAGE_SIZE = 10;

/**
 * Paid top-ups or ended months, each saying whether it may be invoiced; only invoiceable rows
 * have a checkbox. A month opens into the balance changes that make up its amount.
 */
export function InvoiceableTable({
  mode,
  rows,
  available,
  selected,
  onSelect,
}: {
  mode: InvoiceMode;
  rows: readonly InvoiceableRow[];
  /** What is left to invoice (yuan), which an `over_available` row names. */
  available: number;
  selected: readonly string[];
  onSelect: (refs: string[]) => void;
}) {
  const { t } = useTranslation('invoices');
  const texts = mode === 'top_up' ? 'apply.topUps' : 'apply.months';
  const status: TableColumnsType<InvoiceableRow>[number] = {
    key: 'status',
    title: t(`${texts}.status`),
    render: (_, row) =>
      row.invoiceable ? (
        <Tag color="green">{t('apply.invoiceable')}</Tag>
      ) : (
        <NotInvoiceableReason row={row} available={available} />
      ),
  };
  const amount: TableColumnsType<InvoiceableRow>[number] = {
    key: 'amount',
    title: t(`${texts}.amount`),
    align: 'right',
    render: (_, row) => formatMoney(row.amount),
  };
  const columns: TableColumnsType<InvoiceableRow> =
    mode === 'top_up'
      ? [
          { key: 'ref', title: t('apply.topUps.orderNo'), render: (_, row) => <code>{row.ref}</code> },
          amount,
          {
            key: 'paid',
            title: t('apply.topUps.paidAt'),
            render: (_, row) =>
              row.paidAt ? <time dateTime={row.paidAt}>{formatDateTime(row.paidAt)}</time> : '—',
          },
          status,
        ]
      : [{ key: 'ref', title: t('apply.months.month'), dataIndex: 'ref' }, amount, status];

  return (
    <Table<InvoiceableRow>
      key={mode}
      aria-label={t(`${texts}.tableLabel`)}
      rowKey="ref"
      size="middle"
      columns={columns}
      dataSource={[...rows]}
      locale={{ emptyText: t(`${texts}.empty`) }}
      pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
      rowSelection={{
        selectedRowKeys: [...selected],
        onChange: (keys) => onSelect(keys.map(String)),
        getCheckboxProps: (row) => ({
          disabled: !row.invoiceable,
          'aria-label': t(`${texts}.select`, { ref: row.ref }),
        }),
        getTitleCheckboxProps: () => ({ 'aria-label': t(`${texts}.selectAll`) }),
        // A row that may not be invoiced shows its reason, not a checkbox it could never tick.
        renderCell: (_checked, row, _index, node) => (row.invoiceable ? node : null),
      }}
      expandable={
        mode === 'consumption'
          ? {
              columnTitle: <ExpandColumnTitle />,
              expandedRowRender: (row) => <MonthChanges month={row.ref} />,
            }
          : undefined
      }
      scroll={{ x: 'max-content' }}
    />
  );
}
