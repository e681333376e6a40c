import {
  type OpsWorkOrderCatalogue,
  opsDocumentCreateRequest,
  WORK_ORDER_DOCUMENT_MAX_LENGTH,
  type WorkOrderDocument,
} from '@gpucloud/contracts';
import { Form, Input, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { LazyMarkdown } from '../../shared/markdown/LazyMarkdown';
import { BilingualFields } from '../layout/BilingualFields';
import { useFormDialog, useSchemaRules } from '../layout/useFormDialog';
import { CatalogueSortField } from './CatalogueFields';
import { useCreateDocument, useEditDocument } from './catalogueHooks';
import { useCatalogueFormErrors } from './useCatalogueFormErrors';
import styles from './WorkOrders.module.css';

interface Values {
  subcategory_id: number;
  title: string;
  title_en: string;
  content: string;
  content_en: string;
  sort: number;
}
const FIELDS = ['subcategory_id', 'title', 'title_en', 'content', 'content_en', 'sort'] as const;
const TEXT_FIELDS = ['title', 'title_en', 'content', 'content_en', 'sort'] as const;
const DOCUMENT_TEXTS = {
  'en-US': { title: 'title_en', content: 'content_en' },
  'zh-CN': { title: 'title', content: 'content' },
} as const;

/**
 * A help document in both languages: plain markdown text areas, and a preview through the same
 * renderer customers read it with. An existing document may also move to another subcategory.
 */
export function DocumentDialog({
  catalogue,
  subcategoryId,
  document,
  onClose,
}: {
  catalogue: OpsWorkOrderCatalogue['categories'];
  subcategoryId: number;
  document?: WorkOrderDocument;
  onClose: () => void;
}) {
  const { t } = useTranslation('opsWorkOrders');
  const { form, done } = useFormDialog<Values>(FIELDS, onClose, useCatalogueFormErrors());
  const rules = useSchemaRules(opsDocumentCreateRequest.shape, TEXT_FIELDS, t, 'help.documentFields');
  const create = useCreateDocument();
  const edit = useEditDocument();
  const [preview, setPreview] = useState(false);
  const content = Form.useWatch('content', form) ?? '';
  const contentEn = Form.useWatch('content_en', form) ?? '';
  const submit = (values: Values) => {
    const said = done(
      t(document ? 'help.documentDialog.saved' : 'help.documentDialog.created', { title: values.title_en }),
    );
    if (document) edit.mutate({ document_id: document.id, ...values }, said);
    else create.mutate({ ...values, subcategory_id: subcategoryId }, said);
  };
  const subcategories = catalogue.map((category) => ({
    label: category.name_en,
    title: category.name_en,
    options: category.subcategories.map((sub) => ({ value: sub.id, label: `${sub.name_en} · ${sub.name}` })),
  }));

  return (
    <FormDialog<Values>
      formId="ops-help-document"
      form={form}
      width={960}
      title={
        document
          ? t('help.documentDialog.editTitle', { title: document.title_en })
          : t('help.documentDialog.createTitle')
      }
      cancelText={t('cancel')}
      okText={t('save')}
      pending={create.isPending || edit.isPending}
      onClose={onClose}
      initialValues={
        document
          ? {
              subcategory_id: document.subcategory_id,
              title: document.title,
              title_en: document.title_en,
              content: document.content,
              content_en: document.content_en,
              sort: document.sort,
            }
          : { subcategory_id: subcategoryId, sort: 0 }
      }
      onFinish={submit}
    >
      <BilingualFields
        texts={DOCUMENT_TEXTS}
        fields={[
          {
            field: 'title',
            label: (name) => t(`help.documentFields.${name}`),
            rules,
            control: (language) => (
              <Input
                autoComplete="off"
                maxLength={language === 'zh-CN' ? 100 : 150}
                lang={language}
                autoFocus={language === 'en-US'}
              />
            ),
          },
          {
            field: 'content',
            label: (name) => t(`help.documentFields.${name}`),
            rules,
            control: (language) => (
              <Input.TextArea
                rows={12}
                maxLength={WORK_ORDER_DOCUMENT_MAX_LENGTH}
                className={styles.code}
                lang={language}
              />
            ),
          },
        ]}
      />
      <div className={styles.formGrid}>
        {document ? (
          <Form.Item name="subcategory_id" label={t('help.documentFields.subcategory_id')}>
            <Select options={subcategories} />
          </Form.Item>
        ) : null}
        <CatalogueSortField rules={rules('sort')} />
      </div>
      <Form.Item label={t('help.documentDialog.preview')} htmlFor="ops-help-document-preview">
        <Switch id="ops-help-document-preview" checked={preview} onChange={setPreview} />
      </Form.Item>
      {preview ? (
        <div className={styles.formGrid}>
          <section aria-label={t('help.documentDialog.previewEn')} className={styles.preview}>
            <LazyMarkdown source={contentEn} />
          </section>
          <section aria-label={t('help.documentDialog.previewZh')} className={styles.preview}>
            <LazyMarkdown source={content} />
          </section>
        </div>
      ) : null}
    </FormDialog>
  );
}
