import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { ENV_NAME_PATTERN, TEMPLATE_LIMITS, type Template } from '@gpucloud/contracts';
import { Button, Checkbox, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { useToast } from '../../../shared/ui/toast';
import { useSaveTemplate } from '../hooks';
import { formValuesOf, saveBodyOf, type TemplateFormValues } from '../templateForm';

const FORM_ID = 'template-save';

/** Creates a private template or edits one; the server's rules answer by field (envelope 100021). */
export function TemplateDialog({
  template,
  images,
  onClose,
}: {
  template: Template | null;
  images: { ImageId: number; Name: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation('templates');
  const toast = useToast();
  const [form] = Form.useForm<TemplateFormValues>();
  const save = useSaveTemplate();
  const required = [{ required: true, message: t('dialog.required') }];

  const submit = async (values: TemplateFormValues) => {
    try {
      const saved = await save.mutateAsync(saveBodyOf(values, template?.TemplateId ?? null));
      toast.success(t('dialog.saved', { name: saved.Name }));
      onClose();
    } catch {
      // the API client has told the reason
    }
  };

  return (
    <FormDialog<TemplateFormValues>
      formId={FORM_ID}
      form={form}
      title={template ? t('dialog.editTitle', { name: template.Name }) : t('dialog.createTitle')}
      okText={t('dialog.save')}
      pending={save.isPending}
      onClose={onClose}
      onFinish={(values) => void submit(values)}
      initialValues={formValuesOf(template, images[0]?.ImageId)}
    >
      <Form.Item name="name" label={t('dialog.name')} rules={[...required, { max: TEMPLATE_LIMITS.nameMax }]}>
        <Input maxLength={TEMPLATE_LIMITS.nameMax} />
      </Form.Item>
      <Form.Item name="imageId" label={t('dialog.image')} rules={required}>
        <Select
          aria-label={t('dialog.image')}
          options={images.map((image) => ({ value: image.ImageId, label: image.Name }))}
        />
      </Form.Item>
      <Form.Item name="command" label={t('dialog.command')} extra={t('dialog.commandHint')}>
        <Input.TextArea rows={2} maxLength={TEMPLATE_LIMITS.commandMax} />
      </Form.Item>
      <fieldset>
        <legend>{t('dialog.env')}</legend>
        <Form.List name="env">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => {
                const stored = form.getFieldValue(['env', field.name, 'stored']) === true;
                return (
                  <Space key={field.key} align="baseline" wrap>
                    <Form.Item
                      name={[field.name, 'name']}
                      rules={[...required, { pattern: ENV_NAME_PATTERN }]}
                    >
                      <Input
                        aria-label={`${t('dialog.envName')} ${index + 1}`}
                        placeholder={t('dialog.envName')}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'value']}>
                      <Input
                        aria-label={`${t('dialog.envValue')} ${index + 1}`}
                        placeholder={stored ? t('dialog.envKept') : t('dialog.envValue')}
                        maxLength={TEMPLATE_LIMITS.envValueMax}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'secret']} valuePropName="checked">
                      <Checkbox>{t('dialog.envSecret')}</Checkbox>
                    </Form.Item>
                    <Button
                      type="text"
                      aria-label={`${t('dialog.removeRow')} ${t('dialog.envName')} ${index + 1}`}
                      icon={<MinusCircleOutlined aria-hidden />}
                      onClick={() => remove(field.name)}
                    />
                  </Space>
                );
              })}
              <Button
                icon={<PlusOutlined aria-hidden />}
                disabled={fields.length >= TEMPLATE_LIMITS.envMax}
                onClick={() => add({ name: '', value: '', secret: false })}
              >
                {t('dialog.addEnv')}
              </Button>
            </>
          )}
        </Form.List>
      </fieldset>
      <fieldset>
        <legend>{t('dialog.ports')}</legend>
        <Form.List name="ports">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item name={[field.name, 'port']} rules={required}>
                    <InputNumber
                      aria-label={`${t('dialog.port')} ${index + 1}`}
                      placeholder={t('dialog.port')}
                      min={1}
                      max={65_535}
                      precision={0}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'label']} rules={required}>
                    <Input
                      aria-label={`${t('dialog.portLabel')} ${index + 1}`}
                      placeholder={t('dialog.portLabel')}
                      maxLength={TEMPLATE_LIMITS.portLabelMax}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    aria-label={`${t('dialog.removeRow')} ${t('dialog.port')} ${index + 1}`}
                    icon={<MinusCircleOutlined aria-hidden />}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              <Button
                icon={<PlusOutlined aria-hidden />}
                disabled={fields.length >= TEMPLATE_LIMITS.portsMax}
                onClick={() => add({ label: '' })}
              >
                {t('dialog.addPort')}
              </Button>
            </>
          )}
        </Form.List>
      </fieldset>
      <Form.Item name="diskGb" label={t('dialog.disk')} rules={required}>
        <InputNumber min={TEMPLATE_LIMITS.diskGbMin} max={TEMPLATE_LIMITS.diskGbMax} precision={0} />
      </Form.Item>
    </FormDialog>
  );
}
