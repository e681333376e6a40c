import type { Template } from '@gpucloud/contracts';
import { Button, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../shared/ui/LoadFailedAlert';
import { useToast } from '../../shared/ui/toast';
import { PageHead } from '../layout/PageHead';
import { useDeleteOpsTemplate, useOpsTemplates, usePublishOpsTemplate } from './hooks';
import { useTemplateColumns } from './TemplateColumns';
import { TemplateDialog } from './TemplateDialog';
import './i18n';

/**
 * /ops/templates (support): every public template, published or not; create (unpublished), edit,
 * publish, unpublish and delete. Customers see a template on /console/templates and the order page
 * once it is published.
 */
export function TemplatesDeskPage() {
  const { t } = useTranslation('opsTemplates');
  const toast = useToast();
  const [modal, holder] = Modal.useModal();
  const list = useOpsTemplates();
  const publish = usePublishOpsTemplate();
  const remove = useDeleteOpsTemplate();
  const [editing, setEditing] = useState<Template | 'new' | null>(null);

  const columns = useTemplateColumns({
    onEdit: setEditing,
    onPublish: (template, published) =>
      publish.mutate(
        { id: template.TemplateId, published },
        {
          onSuccess: () =>
            toast.success(t(published ? 'done.published' : 'done.unpublished', { name: template.Name })),
        },
      ),
    onRemove: (template) =>
      void modal.confirm({
        title: t('remove.title', { name: template.Name }),
        content: t('remove.body'),
        okText: t('remove.ok'),
        cancelText: t('remove.cancel'),
        okButtonProps: { danger: true },
        onOk: () =>
          remove
            .mutateAsync(template.TemplateId)
            .then(() => toast.success(t('done.removed', { name: template.Name })))
            // The API client has told the reason (e.g. an AI model deploys through it).
            .catch(() => undefined),
      }),
  });

  return (
    <>
      <PageHead
        title={t('title')}
        intro={t('subtitle')}
        actions={
          <Button type="primary" onClick={() => setEditing('new')} disabled={!list.data}>
            {t('new')}
          </Button>
        }
      />
      {holder}
      {list.isError ? (
        <LoadFailedAlert title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => list.refetch()} />
      ) : null}
      <Table<Template>
        aria-label={t('title')}
        rowKey="TemplateId"
        columns={columns}
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: t('empty') }}
        pagination={false}
        scroll={{ x: true }}
      />
      {editing ? (
        <TemplateDialog
          template={editing === 'new' ? null : editing}
          images={list.data?.Images ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
