import { INVOICE_STATUSES, type InvoiceRecord, type InvoiceStatus } from '@gpucloud/contracts';
import { Alert, Button, Modal, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { SelectField } from '../../../shared/forms/SelectField';
import { useSearchState } from '../../../shared/hooks/useSearchState';
import { useToast } from '../../../shared/ui/toast';
import { useCancelInvoice, useInvoiceRecords } from '../hooks';
import { RECORDS_PAGE_SIZE, type RecordsQuery, recordsQueryOf, recordsSearchOf } from '../recordsQuery';
import { InvoiceStatusTag } from './InvoiceStatusTag';
import styles from './Invoices.module.css';

/** The "Invoice records" tab: the applications, newest first, with the e-invoice once issued. */
export function RecordsTab() {
  const { t } = useTranslation('invoices');
  const toast = useToast();
  const [modal, modalHolder] = Modal.useModal();
  const [params, update] = useSearchState();
  const query = recordsQueryOf(params);
  const records = useInvoiceRecords(query);
  const cancel = useCancelInvoice();
  const change = (changes: Partial<RecordsQuery>) => update(recordsSearchOf({ ...query, ...changes }));

  const confirmCancel = (record: InvoiceRecord) => {
    void modal.confirm({
      title: t('records.cancelTitle', { id: record.id }),
      content: t('records.cancelBody'),
      okText: t('records.cancelOk'),
      okButtonProps: { danger: true },
      cancelText: t('keep'),
      // A refusal (finance decided meanwhile) is the client's toast; the list is read again.
      onOk: () =>
        cancel
          .mutateAsync(record.id)
          .then(() => toast.success(t('records.cancelled', { id: record.id })))
          .catch(() => records.refetch()),
    });
  };

  const columns: TableColumnsType<InvoiceRecord> = [
    { key: 'id', title: t('records.id'), render: (_, row) => `#${row.id}` },
    {
      key: 'created',
      title: t('records.created'),
      render: (_, row) => <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>,
    },
    {
      key: 'amount',
      title: t('records.amount'),
      align: 'right',
      render: (_, row) => formatMoney(row.amount),
    },
    { key: 'title', title: t('records.title'), dataIndex: 'title_name' },
    { key: 'type', title: t('records.type'), render: (_, row) => t(`types.${row.invoice_type}`) },
    { key: 'mode', title: t('records.mode'), render: (_, row) => t(`modes.${row.mode}`) },
    {
      key: 'status',
      title: t('records.status'),
      render: (_, row) => (
        <>
          <InvoiceStatusTag status={row.status} />
          {row.reason && (
            <Typography.Text type="secondary" className={styles.reason}>
              {row.reason}
            </Typography.Text>
          )}
        </>
      ),
    },
    { key: 'number', title: t('records.number'), render: (_, row) => row.number || t('none') },
    {
      key: 'actions',
      title: t('records.actions'),
      render: (_, row) => (
        <span className={styles.actions}>
          {row.status === 'issued' && row.pdf_url && (
            <a href={row.pdf_url} download={`invoice-${row.number}.pdf`}>
              {t('records.download')}
            </a>
          )}
          {row.status === 'applied' && (
            <Button size="small" danger onClick={() => confirmCancel(row)}>
              {t('records.cancelApplication')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      {modalHolder}
      <section className={styles.toolbar} aria-label={t('records.filtersLabel')}>
        <SelectField<InvoiceStatus>
          label={t('records.status')}
          value={query.status ?? ''}
          options={[
            { value: '', label: t('records.allStatuses') },
            ...INVOICE_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
          ]}
          onChange={(status) => change({ status: status === '' ? null : status, page: 1 })}
        />
      </section>
      {records.isError ? (
        <Alert type="warning" showIcon title={t('records.loadFailed')} description={records.error.message} />
      ) : (
        <Table<InvoiceRecord>
          aria-label={t('records.tableLabel')}
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={records.data?.list ?? []}
          loading={records.isPending}
          aria-busy={records.isFetching}
          locale={{ emptyText: t('records.empty') }}
          pagination={{
            current: query.page,
            pageSize: RECORDS_PAGE_SIZE,
            total: records.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (count) => t('records.total', { count }),
            onChange: (page) => change({ page }),
          }}
          scroll={{ x: 'max-content' }}
        />
      )}
    </>
  );
}
