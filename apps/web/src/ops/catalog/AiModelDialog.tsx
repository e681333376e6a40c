import type { OpsAiModel } from '@gpucloud/contracts';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../shared/ui/toast';
import { descriptionField } from './descriptionField';
import './i18n';
import { BilingualFields } from '../layout/BilingualFields';
import { useSaveAiModel } from './hooks';
import { TemplatePicker } from './TemplatePicker';

/** A model's name is its own (e.g. "Qwen2.5-7B"), one text; its summary and description are written twice. */
const MODEL_TEXTS = {
  'en-US': { summary: 'summary_en', description: 'description_en' },
  'zh-CN': { summary: 'summary', description: 'description' },
} as const;

interface Values {
  slug: string;
  name: string;
  publisher: string;
  parameters: string;
  licence: string;
  gpu_memory_gb: number;
  recommended_gpu: string;
  image_id: number;
  /** 0: deploy starts from the image alone. */
  template_id: number;
  tags: string[];
  summary: string;
  summary_en: string;
  description: string;
  description_en: string;
}

function initialOf(model: OpsAiModel | null): Partial<Values> {
  if (!model) return { template_id: 0, tags: [], description: '', description_en: '' };
  return {
    slug: model.Slug,
    name: model.Name,
    publisher: model.Publisher,
    parameters: model.Parameters,
    licence: model.Licence,
    gpu_memory_gb: model.GpuMemoryGb,
    recommended_gpu: model.RecommendedGpu,
    image_id: model.ImageId,
    template_id: model.TemplateId ?? 0,
    tags: model.Tags,
    summary: model.Summary,
    summary_en: model.SummaryEn,
    description: model.Description,
    description_en: model.DescriptionEn,
  };
}

/** Creates (unpublished) or edits an AI model: its facts, the public image it runs on and its texts. */
export function AiModelDialog({
  editing,
  images,
  onClose,
}: {
  editing: OpsAiModel | null;
  images: Array<{ ImageId: number; Name: string }>;
  onClose: () => void;
}) {
  const { t } = useTranslation('opsCatalog');
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const save = useSaveAiModel();
  const initial = initialOf(editing);
  const required = [{ required: true, whitespace: true, message: t('common.required') }];
  const text = (name: keyof Values, label: string) => (
    <Form.Item name={name} label={label} rules={required}>
      <Input />
    </Form.Item>
  );

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
      title={editing ? t('models.edit') : t('models.new')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" requiredMark={false} initialValues={initial}>
        {text('slug', t('common.slug'))}
        {text('name', t('models.name'))}
        {text('publisher', t('models.publisher'))}
        {text('parameters', t('models.parameters'))}
        {text('licence', t('common.licence'))}
        <Form.Item
          name="gpu_memory_gb"
          label={t('models.gpuMemory')}
          rules={[{ required: true, message: t('common.required') }]}
        >
          <InputNumber min={1} max={1128} precision={0} />
        </Form.Item>
        {text('recommended_gpu', t('models.recommendedGpu'))}
        <Form.Item
          name="image_id"
          label={t('models.image')}
          rules={[{ required: true, message: t('common.required') }]}
        >
          <Select
            aria-label={t('models.image')}
            options={images.map((image) => ({ value: image.ImageId, label: image.Name }))}
          />
        </Form.Item>
        <TemplatePicker form={form} />
        <Form.Item name="tags" label={t('common.tags')}>
          <Select mode="tags" aria-label={t('common.tags')} open={false} />
        </Form.Item>
        <BilingualFields
          texts={MODEL_TEXTS}
          fields={[
            {
              field: 'summary',
              label: { 'en-US': t('models.summaryEn'), 'zh-CN': t('models.summaryZh') },
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
