import { IMAGE_SYSTEMS, type ImageCreateRequest, imageCreateRequest } from '@gpucloud/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog, useSchemaRules } from '../layout/useFormDialog';
import { useCreateImage } from './hooks';

type Values = Omit<ImageCreateRequest, 'session'>;
const REQUIRED = ['name', 'label', 'system', 'short_display_name'] as const;
const FIELDS = [...REQUIRED, 'description'] as const;

/** A new public image, offered at once to the hosts that run its system. */
export function ImageFormDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('opsFleet');
  const { form, done } = useFormDialog<Values>(FIELDS, onClose);
  const rules = useSchemaRules(imageCreateRequest.shape, REQUIRED, t, 'images.fields');
  const create = useCreateImage();
  const submit = (values: Values) =>
    create.mutate(values, done(t('images.create.done', { name: values.name.trim() })));

  return (
    <FormDialog<Values>
      formId="ops-fleet-image"
      form={form}
      title={t('images.create.title')}
      cancelText={t('cancel')}
      okText={t('images.create.submit')}
      pending={create.isPending}
      onClose={onClose}
      intro={<p>{t('images.create.hint')}</p>}
      initialValues={{ system: 'linux', description: '' }}
      onFinish={submit}
    >
      <Form.Item name="name" label={t('images.fields.name')} rules={rules('name')} validateFirst>
        <Input autoComplete="off" maxLength={80} autoFocus />
      </Form.Item>
      <Form.Item name="label" label={t('images.fields.label')} rules={rules('label')} validateFirst>
        <Input autoComplete="off" maxLength={80} />
      </Form.Item>
      <Form.Item name="system" label={t('images.fields.system')} rules={rules('system')} validateFirst>
        <Select options={IMAGE_SYSTEMS.map((system) => ({ value: system, label: t(`systems.${system}`) }))} />
      </Form.Item>
      <Form.Item
        name="short_display_name"
        label={t('images.fields.short_display_name')}
        rules={rules('short_display_name')}
        validateFirst
      >
        <Input autoComplete="off" maxLength={40} />
      </Form.Item>
      <Form.Item name="description" label={t('images.fields.description')}>
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
