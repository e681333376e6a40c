import type { OpsDataset } from '@gpucloud/contracts';
import { Button, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../shared/ui/toast';
import { BilingualFields } from '../layout/BilingualFields';
import { descriptionField } from './descriptionField';
import './i18n';
import { useSaveDataset } from './hooks';

const DATASET_TEXTS = {
  'en-US': { name: 'name_en', description: 'description_en' },
  'zh-CN': { name: 'name', description: 'description' },
} as const;

interface Values {
  slug: string;
  name: string;
  name_en: string;
  licence: string;
  tags: string[];
  files: Array<{ name: string; size_bytes: number }>;
  description: string;
  description_en: string;
}

function initialOf(dataset: OpsDataset | null): Values {
  if (!dataset)
    return {
      slug: '',
      name: '',
      name_en: '',
      licence: '',
      tags: [],
      files: [{ name: '', size_bytes: 0 }],
      description: '',
      description_en: '',
    };
  return {
    slug: dataset.Slug,
    name: dataset.Name,
    name_en: dataset.NameEn,
    licence: dataset.Licence,
    tags: dataset.Tags,
    files: dataset.Files.map((file) => ({ name: file.Name, size_bytes: file.SizeBytes })),
    description: dataset.Description,
    description_en: dataset.DescriptionEn,
  };
}

/** Creates (unpublished) or edits a dataset; the server checks every field again and names what it refuses. */
export function DatasetDialog({ editing, onClose }: { editing: OpsDataset | null; onClose: () => void }) {
  const { t } = useTranslation('opsCatalog');
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const save = useSaveDataset();
  const initial = initialOf(editing);
  const required = [{ required: true, whitespace: true, message: t('common.required') }];

  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync({ ...values, ...(editing ? { id: editing.Id } : {}) });
    toast.success(t('common.saved'));
    onClose();
  };

  return (
    <Modal
      open
      width={1040}
      title={editing ? t('datasets.edit') : t('datasets.new')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" requiredMark={false} initialValues={initial}>
        <Form.Item name="slug" label={t('common.slug')} rules={required}>
          <Input />
        </Form.Item>
        <Form.Item name="licence" label={t('common.licence')} rules={required}>
          <Input />
        </Form.Item>
        <Form.Item name="tags" label={t('common.tags')}>
          <Select mode="tags" aria-label={t('common.tags')} open={false} />
        </Form.Item>
        <fieldset>
          <legend>{t('datasets.files')}</legend>
          <Form.List name="files">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <Space key={field.key} align="baseline" wrap>
                    <Form.Item name={[field.name, 'name']} label={t('datasets.fileName')} rules={required}>
                      <Input />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'size_bytes']}
                      label={t('datasets.fileSize')}
                      rules={[{ required: true, message: t('common.required') }]}
                    >
                      <InputNumber min={0} precision={0} style={{ width: 200 }} />
                    </Form.Item>
                    <Button
                      aria-label={t('datasets.removeFile', { index: index + 1 })}
                      onClick={() => remove(field.name)}
                      disabled={fields.length === 1}
                    >
                      −
                    </Button>
                  </Space>
                ))}
                <Button onClick={() => add({ name: '', size_bytes: 0 })}>{t('datasets.addFile')}</Button>
              </>
            )}
          </Form.List>
        </fieldset>
        <BilingualFields
          texts={DATASET_TEXTS}
          fields={[
            {
              field: 'name',
              label: { 'en-US': t('datasets.nameEn'), 'zh-CN': t('datasets.name') },
              rules: required,
              control: (language) => <Input lang={language} />,
            },
            descriptionField(t, required),
          ]}
        />
      </Form>
    </Modal>
  );
}
