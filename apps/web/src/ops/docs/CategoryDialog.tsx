import { type OpsDocCategory, opsCreateDocCategoryRequest } from '@gpucloud/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog, useSchemaRules } from '../layout/useFormDialog';
import { categoryOptions } from './categoryOptions';
import { useCreateDocCategory, useUpdateDocCategory } from './hooks';

interface Values {
  parent_id: number;
  name_zh: string;
  name_en: string;
}
const FIELDS = ['parent_id', 'name_zh', 'name_en'] as const;

/** Adds a category, or renames and moves one (`editing`); a category never moves under itself. */
export function CategoryDialog({
  categories,
  editing,
  onClose,
}: {
  categories: readonly OpsDocCategory[];
  editing: OpsDocCategory | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('opsDocs');
  const { form, done } = useFormDialog<Values>(FIELDS, onClose);
  const rules = useSchemaRules(opsCreateDocCategoryRequest.shape, FIELDS, t, 'categories.fields');
  const create = useCreateDocCategory();
  const update = useUpdateDocCategory();
  const options = [
    { value: 0, label: t('topLevel') },
    ...categoryOptions(categories, i18n.language, editing?.Id),
  ];

  const submit = (values: Values) => {
    if (editing) update.mutate({ id: editing.Id, ...values }, done(t('categories.saved')));
    else create.mutate(values, done(t('categories.created')));
  };

  return (
    <FormDialog<Values>
      formId="ops-doc-category"
      form={form}
      title={
        editing
          ? t('categories.editTitle', { name: editing.NameEn || editing.NameZh })
          : t('categories.createTitle')
      }
      okText={t('save')}
      cancelText={t('cancel')}
      pending={create.isPending || update.isPending}
      onClose={onClose}
      onFinish={submit}
      initialValues={
        editing
          ? { parent_id: editing.ParentId ?? 0, name_zh: editing.NameZh, name_en: editing.NameEn }
          : { parent_id: 0 }
      }
    >
      <Form.Item name="parent_id" label={t('categories.fields.parent_id')} rules={rules('parent_id')}>
        <Select options={options} />
      </Form.Item>
      <Form.Item name="name_zh" label={t('categories.fields.name_zh')} rules={rules('name_zh')} validateFirst>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="name_en" label={t('categories.fields.name_en')} rules={rules('name_en')} validateFirst>
        <Input maxLength={60} />
      </Form.Item>
    </FormDialog>
  );
}
