import { INVOICE_TITLES_MAX, type InvoiceTitle } from '@gpucloud/contracts';
import { Alert, Button, Modal, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/ui/toast';
import { useDeleteTitle, useInvoiceTitles } from '../hooks';
import styles from './Invoices.module.css';
import { TitleDialog } from './TitleDialog';

/** The "Invoice titles" tab: who invoices are made out to; one of them is the default. */
export function TitlesTab() {
  const { t } = useTranslation('invoices');
  const toast = useToast();
  const [modal, modalHolder] = Modal.useModal();
  const titles = useInvoiceTitles();
  const remove = useDeleteTitle();
  const [editing, setEditing] = useState<InvoiceTitle | 'new' | null>(null);
  const list = titles.data ?? [];
  const full = list.length >= INVOICE_TITLES_MAX;

  const confirmDelete = (title: InvoiceTitle) => {
    void modal.confirm({
      title: t('titles.deleteTitle', { name: title.name }),
      content: t('titles.deleteBody'),
      okText: t('titles.delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      // The refusal is the client's toast; the dialog closes either way.
      onOk: () =>
        remove
          .mutateAsync(title.id)
          .then(() => toast.success(t('titles.deleted', { name: title.name })))
          .catch(() => undefined),
    });
  };

  const columns: TableColumnsType<InvoiceTitle> = [
    {
      key: 'name',
      title: t('titles.name'),
      render: (_, title) => (
        <span className={styles.titleName}>
          {title.name}
          {title.is_default && <Tag color="blue">{t('titles.isDefault')}</Tag>}
        </span>
      ),
    },
    { key: 'kind', title: t('titles.kind'), render: (_, title) => t(`kinds.${title.kind}`) },
    {
      key: 'taxpayer',
      title: t('titles.taxpayerId'),
      render: (_, title) => (title.taxpayer_id ? <code>{title.taxpayer_id}</code> : t('none')),
    },
    {
      key: 'actions',
      title: t('titles.actions'),
      render: (_, title) => (
        <span className={styles.actions}>
          <Button size="small" onClick={() => setEditing(title)}>
            {t('titles.edit')}
          </Button>
          <Button size="small" danger onClick={() => confirmDelete(title)}>
            {t('titles.delete')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      {modalHolder}
      <div className={styles.toolbar}>
        <Button type="primary" disabled={!titles.data || full} onClick={() => setEditing('new')}>
          {t('titles.add')}
        </Button>
        {full && (
          <Typography.Text type="secondary">{t('titles.max', { max: INVOICE_TITLES_MAX })}</Typography.Text>
        )}
      </div>
      {titles.isError ? (
        <Alert type="warning" showIcon title={t('titles.loadFailed')} description={titles.error.message} />
      ) : (
        <Table<InvoiceTitle>
          aria-label={t('titles.tableLabel')}
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list}
          loading={titles.isPending}
          locale={{ emptyText: t('titles.empty') }}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      )}
      {editing && (
        <TitleDialog
          title={editing === 'new' ? null : editing}
          firstTitle={list.length === 0}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
