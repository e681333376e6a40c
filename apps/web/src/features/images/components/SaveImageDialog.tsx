import { Alert, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { useToast } from '../../../shared/ui/toast';
import { useSavableInstances, useSaveImage } from '../hooks';

const FORM_ID = 'image-save';

interface SaveValues {
  instanceId?: number;
  name: string;
  description?: string;
}

/**
 * Picks one of the caller's stopped instances and names the image it is saved as. Mounted only while
 * open, so the stopped instances are read when it opens.
 */
export function SaveImageDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('images');
  const toast = useToast();
  const [form] = Form.useForm<SaveValues>();
  const stopped = useSavableInstances();
  const save = useSaveImage();
  const options = (stopped.data ?? []).map((row) => ({
    value: row.InstanceId,
    label: `${row.Name} · ${row.GpuModel} · ${row.ImageName}`,
  }));

  const submit = async (values: SaveValues) => {
    if (values.instanceId === undefined) return;
    try {
      const saved = await save.mutateAsync({
        instance_id: values.instanceId,
        name: values.name,
        ...(values.description ? { description: values.description } : {}),
      });
      toast.success(t('save.saved', { name: saved.Name }));
      form.resetFields();
      onClose();
    } catch {
      // the API client has told the reason
    }
  };

  return (
    <FormDialog<SaveValues>
      formId={FORM_ID}
      form={form}
      title={t('save.title')}
      okText={t('save.submit')}
      pending={save.isPending}
      onClose={onClose}
      onFinish={(values) => void submit(values)}
      intro={
        stopped.data && options.length === 0 && <Alert type="info" showIcon title={t('save.noStopped')} />
      }
    >
      <Form.Item
        name="instanceId"
        label={t('save.instance')}
        rules={[{ required: true, message: t('save.instancePlaceholder') }]}
      >
        <Select
          aria-label={t('save.instance')}
          placeholder={t('save.instancePlaceholder')}
          loading={stopped.isPending}
          options={options}
        />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('save.name')}
        rules={[{ required: true, whitespace: true, max: 64, message: t('save.required') }]}
      >
        <Input maxLength={64} autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label={t('save.description')}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </FormDialog>
  );
}
