import { PlusOutlined } from '@ant-design/icons';
import type { Template } from '@gpucloud/contracts';
import { Button, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { useToast } from '../../../shared/ui/toast';
import { FromInstanceDialog } from '../components/FromInstanceDialog';
import { TemplateDialog } from '../components/TemplateDialog';
import { TemplateTable } from '../components/TemplateTable';
import { useDeleteTemplate, useTemplates } from '../hooks';
import '../i18n';

/**
 * /console/templates (issue 42): the caller's private templates (create, edit, delete, make one from
 * an instance) and the published public ones; "Deploy" opens the store with the template.
 */
export function TemplatesPage() {
  const { t: tShell } = useTranslation();
  const { t } = useTranslation('templates');
  const toast = useToast();
  const [modal, holder] = Modal.useModal();
  const templates = useTemplates();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<Template | 'new' | null>(null);
  const [fromInstance, setFromInstance] = useState(false);

  const confirmDelete = (template: Template) =>
    void modal.confirm({
      title: t('remove.title', { name: template.Name }),
      content: t('remove.body'),
      okText: t('remove.ok'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync({ template_id: template.TemplateId })
          .then(() => toast.success(t('remove.done', { name: template.Name })))
          .catch(() => undefined),
    });

  return (
    <>
      <PageTitle title={tShell('shell.pages.templates')}>{t('intro')}</PageTitle>
      {holder}
      <Space wrap>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
          {t('toolbar.create')}
        </Button>
        <Button onClick={() => setFromInstance(true)}>{t('toolbar.fromInstance')}</Button>
      </Space>
      <section aria-labelledby="own-templates-title">
        <h2 id="own-templates-title">{t('own.title')}</h2>
        <TemplateTable
          caption={t('own.title')}
          templates={templates.data?.Own ?? []}
          loading={templates.isPending}
          empty={t('own.empty')}
          onEdit={setEditing}
          onRemove={confirmDelete}
        />
      </section>
      <section aria-labelledby="public-templates-title">
        <h2 id="public-templates-title">{t('public.title')}</h2>
        <TemplateTable
          caption={t('public.title')}
          templates={templates.data?.Public ?? []}
          loading={templates.isPending}
          empty={t('public.empty')}
        />
      </section>
      {editing && (
        <TemplateDialog
          template={editing === 'new' ? null : editing}
          images={templates.data?.Images ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      {fromInstance && <FromInstanceDialog onClose={() => setFromInstance(false)} />}
    </>
  );
}
