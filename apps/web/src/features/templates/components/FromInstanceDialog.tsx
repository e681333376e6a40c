import { TEMPLATE_LIMITS } from '@gpucloud/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { useToast } from '../../../shared/ui/toast';
import { useInstanceChoices, useTemplateFromInstance } from '../hooks';

const FORM_ID = 'template-from-instance';

interface FromInstanceValues {
  instanceId?: number;
  name: string;
}

/** A private template from one of the caller's instances: its image, data disk, command, variables and ports. */
export function FromInstanceDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('templates');
  const toast = useToast();
  const [form] = Form.useForm<FromInstanceValues>();
  const instances = useInstanceChoices();
  const create = useTemplateFromInstance();
  const required = [{ required: true, message: t('dialog.required') }];

  const submit = async (values: FromInstanceValues) => {
    if (values.instanceId === undefined) return;
    try {
      const made = await create.mutateAsync({ instance_id: values.instanceId, name: values.name });
      toast.success(t('fromInstance.done', { name: made.Name }));
      onClose();
    } catch {
      // the API client has told the reason
    }
  };

  return (
    <FormDialog<FromInstanceValues>
      formId={FORM_ID}
      form={form}
      title={t('fromInstance.title')}
      okText={t('fromInstance.ok')}
      pending={create.isPending}
      onClose={onClose}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item name="instanceId" label={t('fromInstance.instance')} rules={required}>
        <Select
          aria-label={t('fromInstance.instance')}
          loading={instances.isPending}
          options={(instances.data ?? [])
            .filter((row) => row.Status !== 'released')
            .map((row) => ({
              value: row.InstanceId,
              label: `${row.Name} · ${row.GpuModel} · ${row.ImageName}`,
            }))}
        />
      </Form.Item>
      <Form.Item name="name" label={t('fromInstance.name')} rules={required}>
        <Input maxLength={TEMPLATE_LIMITS.nameMax} />
      </Form.Item>
    </FormDialog>
  );
}
