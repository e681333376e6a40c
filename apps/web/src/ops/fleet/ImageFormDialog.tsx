import { IMAGE_SYSTEMS, type ImageCreateRequest, imageCreateRequest } from '@gpucloud/contracts';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../shared/forms/zodRules';
import { useToast } from '../../shared/ui/toast';
import { useServerFieldErrors } from '../staff/useServerFieldErrors';
import { useCreateImage } from './hooks';

type Values = Omit<ImageCreateRequest, 'session'>;
const REQUIRED = ['name', 'label', 'system', 'short_display_name'] as const;
const FIELDS = [...REQUIRED, 'description'] as const;
const FORM_ID = 'ops-fleet-image';

/** A new public image, offered at once to the hosts that run its system. */
export function ImageFormDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('opsFleet');
  const [form] = Form.useForm<Values>();
  const zodRules = useZodRules();
  const toast = useToast();
  const create = useCreateImage();
  const showOnFields = useServerFieldErrors(form, FIELDS);
  const rules = (field: (typeof REQUIRED)[number]) =>
    zodRules(imageCreateRequest.shape[field], {
      label: t(`images.fields.${field}`),
      name: t(`images.fields.${field}Name`),
    });

  const submit = (values: Values) =>
    create.mutate(values, {
      onSuccess: () => {
        toast.success(t('images.create.done', { name: values.name.trim() }));
        onClose();
      },
      onError: showOnFields,
    });

  return (
    <Modal
      open
      title={t('images.create.title')}
      onCancel={onClose}
      cancelText={t('cancel')}
      okText={t('images.create.submit')}
      okButtonProps={{ loading: create.isPending, htmlType: 'submit', form: FORM_ID }}
      destroyOnHidden
    >
      <p>{t('images.create.hint')}</p>
      <Form<Values>
        id={FORM_ID}
        form={form}
        layout="vertical"
        requiredMark={false}
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
          <Select
            options={IMAGE_SYSTEMS.map((system) => ({ value: system, label: t(`systems.${system}`) }))}
          />
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
      </Form>
    </Modal>
  );
}
