import { type OpsDocCategory, opsCreateDocArticleRequest } from '@gpucloud/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../shared/forms/FormDialog';
import { BilingualFields } from '../layout/BilingualFields';
import { useFormDialog, useSchemaRules } from '../layout/useFormDialog';
import { categoryOptions } from './categoryOptions';
import { opsDocArticlePath } from './docPaths';
import { useCreateDocArticle } from './hooks';

interface Values {
  category_id: number;
  title_zh: string;
  title_en: string;
}
const FIELDS = ['category_id', 'title_zh', 'title_en'] as const;
const ARTICLE_TEXTS = { 'en-US': { title: 'title_en' }, 'zh-CN': { title: 'title_zh' } } as const;

/** Starts a draft in a category, then opens it in the editor. */
export function NewArticleDialog({
  categories,
  onClose,
}: {
  categories: readonly OpsDocCategory[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('opsDocs');
  const navigate = useNavigate();
  const { form, done } = useFormDialog<Values>(FIELDS, onClose);
  const rules = useSchemaRules(opsCreateDocArticleRequest.shape, FIELDS, t, 'editor.fields');
  const create = useCreateDocArticle();
  const created = done<{ Id: number }>(t('articles.created'));

  return (
    <FormDialog<Values>
      formId="ops-doc-new-article"
      width={760}
      form={form}
      title={t('articles.createTitle')}
      okText={t('articles.create')}
      cancelText={t('cancel')}
      pending={create.isPending}
      onClose={onClose}
      onFinish={(values) =>
        create.mutate(
          { ...values, body_zh: '', body_en: '' },
          {
            ...created,
            onSuccess: (answer) => {
              created.onSuccess(answer);
              void navigate(opsDocArticlePath(answer.Id));
            },
          },
        )
      }
    >
      <Form.Item name="category_id" label={t('editor.fields.category_id')} rules={rules('category_id')}>
        <Select options={categoryOptions(categories, i18n.language)} />
      </Form.Item>
      <BilingualFields
        texts={ARTICLE_TEXTS}
        fields={[
          {
            field: 'title',
            label: (name) => t(`editor.fields.${name}`),
            rules,
            control: (language) => <Input maxLength={200} lang={language} />,
          },
        ]}
      />
    </FormDialog>
  );
}
