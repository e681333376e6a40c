import { TEMPLATE_LIMITS, type Template } from '@gpucloud/contracts';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { FormDialog } from '../../shared/forms/FormDialog';
import { translateIssue } from '../../shared/forms/zodRules';
import { useToast } from '../../shared/ui/toast';
import { BilingualFields } from '../layout/BilingualFields';
import { EnvRows } from './EnvRows';
import { useSaveOpsTemplate } from './hooks';
import { PortRows } from './PortRows';
import { type OpsTemplateValues, opsFormValuesOf, opsSaveBodyOf, templateFieldErrors } from './templateForm';
import './i18n';

const TEMPLATE_TEXTS = {
  'en-US': { description: 'description_en' },
  'zh-CN': { description: 'description' },
} as const;

/**
 * Creates a public template (unpublished) or edits one, with its description in both languages; the
 * server's reasons (bad input and field refusals) go on the fields they name, the toast says them too.
 */
export function TemplateDialog({
  template,
  images,
  onClose,
}: {
  template: Template | null;
  images: { ImageId: number; Name: string }[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('opsTemplates');
  const toast = useToast();
  const [form] = Form.useForm<OpsTemplateValues>();
  const save = useSaveOpsTemplate();
  const required = [{ required: true, whitespace: true, message: t('dialog.required') }];

  const submit = (values: OpsTemplateValues) =>
    save.mutate(opsSaveBodyOf(values, template?.TemplateId ?? null), {
      onSuccess: () => {
        toast.success(t(template ? 'dialog.saved' : 'dialog.savedNew', { name: values.name.trim() }));
        onClose();
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        form.setFields(
          templateFieldErrors(error).map(({ name, errors }) => ({
            // antd types name paths by the form's values; every path here starts with one of its fields.
            name: name as Parameters<typeof form.getFieldValue>[0],
            errors: errors.map((message) => translateIssue(message, i18n.language)),
          })),
        );
      },
    });

  return (
    <FormDialog<OpsTemplateValues>
      formId="ops-template"
      form={form}
      width={860}
      title={template ? t('dialog.editTitle', { name: template.Name }) : t('dialog.createTitle')}
      okText={t('dialog.save')}
      cancelText={t('dialog.cancel')}
      pending={save.isPending}
      onClose={onClose}
      onFinish={submit}
      initialValues={opsFormValuesOf(template, images[0]?.ImageId)}
    >
      <Form.Item name="name" label={t('dialog.name')} rules={required}>
        <Input maxLength={TEMPLATE_LIMITS.nameMax} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="image_id"
        label={t('dialog.image')}
        rules={[{ required: true, message: t('dialog.required') }]}
      >
        <Select
          aria-label={t('dialog.image')}
          options={images.map((image) => ({ value: image.ImageId, label: image.Name }))}
        />
      </Form.Item>
      <Form.Item name="command" label={t('dialog.command')} extra={t('dialog.commandHint')}>
        <Input.TextArea rows={2} maxLength={TEMPLATE_LIMITS.commandMax} />
      </Form.Item>
      <EnvRows form={form} />
      <PortRows />
      <Form.Item
        name="disk_gb"
        label={t('dialog.disk')}
        rules={[{ required: true, message: t('dialog.required') }]}
      >
        <InputNumber min={TEMPLATE_LIMITS.diskGbMin} max={TEMPLATE_LIMITS.diskGbMax} precision={0} />
      </Form.Item>
      <BilingualFields
        texts={TEMPLATE_TEXTS}
        fields={[
          {
            field: 'description',
            label: { 'en-US': t('dialog.descriptionEn'), 'zh-CN': t('dialog.descriptionZh') },
            rules: required,
            control: (language) => (
              <Input.TextArea rows={3} maxLength={TEMPLATE_LIMITS.descriptionMax} lang={language} />
            ),
          },
        ]}
      />
    </FormDialog>
  );
}
