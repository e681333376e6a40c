import { Form, type FormInstance, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpsTemplates } from '../templates/hooks';
import { templateChoices } from './templateChoices';
import './i18n';

/**
 * The public template an AI model's "Deploy" starts the order page from: one of the model's image,
 * or none (the image alone). Choosing another image lets go of a template that runs the old one.
 */
export function TemplatePicker<Values extends { image_id: number; template_id: number }>({
  form,
}: {
  form: FormInstance<Values>;
}) {
  const { t } = useTranslation('opsCatalog');
  const templates = useOpsTemplates();
  const imageId = Form.useWatch('image_id', form) as number | undefined;
  const templateId = Form.useWatch('template_id', form) as number | undefined;
  const choices = templateChoices(templates.data?.list ?? [], imageId);

  useEffect(() => {
    if (!templates.data || !templateId || imageId === undefined) return;
    if (!choices.some((choice) => choice.id === templateId))
      form.setFieldValue('template_id' as Parameters<typeof form.setFieldValue>[0], 0);
  }, [templates.data, templateId, imageId, choices, form]);

  return (
    <Form.Item name="template_id" label={t('models.template')} extra={t('models.templateHint')}>
      <Select
        aria-label={t('models.template')}
        loading={templates.isPending}
        options={[
          { value: 0, label: t('models.noTemplate') },
          ...choices.map((choice) => ({
            value: choice.id,
            label: choice.published ? choice.name : t('models.templateDraft', { name: choice.name }),
          })),
        ]}
      />
    </Form.Item>
  );
}
