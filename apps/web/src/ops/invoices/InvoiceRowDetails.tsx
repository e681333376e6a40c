import type { OpsInvoiceRow } from '@gpucloud/contracts';
import { Descriptions, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../shared/format';

type Item = OpsInvoiceRow['items'][number];

/** What an expanded row shows: the title's details as applied for, and the top-ups or months. */
export function InvoiceRowDetails({ row }: { row: OpsInvoiceRow }) {
  const { t } = useTranslation('opsInvoices');
  const or = (value: string) => value || t('none');
  return (
    <section aria-label={t('details.label', { id: row.id })}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          {
            key: 'user',
            label: t('details.user'),
            children: t('details.userValue', { phone: row.user_phone, id: row.user_id }),
          },
          { key: 'kind', label: t('details.titleKind'), children: t(`kinds.${row.title_kind}`) },
          { key: 'email', label: t('details.email'), children: row.email },
          { key: 'address', label: t('details.address'), children: or(row.address) },
          { key: 'phone', label: t('details.phone'), children: or(row.phone) },
          { key: 'bank', label: t('details.bank'), children: or(row.bank) },
          { key: 'account', label: t('details.account'), children: or(row.account) },
          {
            key: 'decided',
            label: t('details.decidedAt'),
            children: row.decided_at ? formatDateTime(row.decided_at) : t('none'),
          },
          ...(row.reason ? [{ key: 'reason', label: t('details.reason'), children: row.reason }] : []),
        ]}
      />
      <Table<Item>
        aria-label={t('details.itemsLabel', { id: row.id })}
        rowKey={(item) => `${item.kind}:${item.ref}`}
        size="small"
        pagination={false}
        dataSource={row.items}
        columns={[
          {
            key: 'kind',
            title: t('details.itemKind'),
            render: (_, item) => t(`details.itemKinds.${item.kind}`),
          },
          { key: 'ref', title: t('details.itemRef'), render: (_, item) => <code>{item.ref}</code> },
          {
            key: 'amount',
            title: t('details.itemAmount'),
            align: 'right',
            render: (_, item) => formatMoney(item.amount),
          },
        ]}
      />
    </section>
  );
}
