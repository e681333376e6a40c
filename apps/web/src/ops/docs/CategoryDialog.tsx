import { type OpsDocCategory, opsCreateDocCategoryRequest } from '@gpucloud/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { BilingualFields } from '../layout/BilingualFields';
import { useFormDialog, useSchemaRules } from '../layout/useFormDialog';
import { categoryOptions } from './categoryOptions';
import { useCreateDocCategory, useUpdateDocCategory } from './hooks';

interface Values {
  parent_id: number;
  name_zh: string;
  name_en: string;
}
const FIELDS = ['parent_id', 'name_zh', 'name_en'] as const;
const CATEGORY_TEXTS = { 'en-US': { name: 'name_en' }, 'zh-CN': { name: 'name_zh' } } as const;

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
      width={760}
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
      <BilingualFields
        texts={CATEGORY_TEXTS}
        fields={[
          {
            field: 'name',
            label: (name) => t(`categories.fields.${name}`),
            rules,
            control: (language) => <Input maxLength={60} lang={language} />,
          },
        ]}
      />
    </FormDialog>
  );
}
