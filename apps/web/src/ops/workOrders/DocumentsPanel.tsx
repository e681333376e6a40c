import type { OpsWorkOrderCatalogue, WorkOrderDocument } from '@gpucloud/contracts';
import { Alert, Button, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { useDeleteDocument, useDocuments } from './catalogueHooks';
import { DocumentDialog } from './DocumentDialog';
import styles from './WorkOrders.module.css';

type Subcategory = OpsWorkOrderCatalogue['categories'][number]['subcategories'][number];
type Dialog = { kind: 'create' } | { kind: 'edit' | 'delete'; document: WorkOrderDocument };

/** The help documents of one subcategory, with adding, editing and deleting them. */
export function DocumentsPanel({
  catalogue,
  subcategory,
}: {
  catalogue: OpsWorkOrderCatalogue['categories'];
  subcategory: Subcategory;
}) {
  const { t } = useTranslation('opsWorkOrders');
  const documents = useDocuments(subcategory.id);
  const remove = useDeleteDocument();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const heading = t('help.documentsOf', { name: subcategory.name_en });

  const columns: TableColumnsType<WorkOrderDocument> = [
    { key: 'title', title: t('help.documentFields.title'), dataIndex: 'title' },
    { key: 'titleEn', title: t('help.documentFields.title_en'), dataIndex: 'title_en' },
    { key: 'sort', title: t('help.fields.sort'), dataIndex: 'sort' },
    { key: 'updated', title: t('help.columns.updated'), render: (_, doc) => formatDateTime(doc.updated_at) },
    {
      key: 'actions',
      title: t('help.columns.actions'),
      render: (_, document) => (
        <Space size={0}>
          <Button
            type="link"
            aria-label={t('editOf', { name: document.title_en })}
            onClick={() => setDialog({ kind: 'edit', document })}
          >
            {t('edit')}
          </Button>
          <Button
            type="link"
            danger
            aria-label={t('deleteOf', { name: document.title_en })}
            onClick={() => setDialog({ kind: 'delete', document })}
          >
            {t('delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <section aria-label={heading} className={styles.section}>
      <div className={styles.sectionHead}>
        <Typography.Title level={2} className={styles.subhead}>
          {heading}
        </Typography.Title>
        <Button type="primary" onClick={() => setDialog({ kind: 'create' })}>
          {t('help.addDocument')}
        </Button>
      </div>
      {documents.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      <Table<WorkOrderDocument>
        aria-label={heading}
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={documents.data ?? []}
        loading={documents.isFetching}
        locale={{ emptyText: t('help.noDocuments') }}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      {dialog?.kind === 'create' && (
        <DocumentDialog catalogue={catalogue} subcategoryId={subcategory.id} onClose={close} />
      )}
      {dialog?.kind === 'edit' && (
        <DocumentDialog
          catalogue={catalogue}
          subcategoryId={subcategory.id}
          document={dialog.document}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDeleteDialog
          title={t('help.deleteDocument.title', { name: dialog.document.title_en })}
          body={t('help.deleteDocument.body')}
          done={t('help.deleteDocument.done', { name: dialog.document.title_en })}
          pending={remove.isPending}
          onDelete={() => remove.mutateAsync(dialog.document.id)}
          onClose={close}
        />
      )}
    </section>
  );
}
