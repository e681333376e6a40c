import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../shared/ui/toast';
import { BilingualFields } from '../layout/BilingualFields';
import { MarkdownInput } from '../notices/editor/MarkdownInput';
import { type OpsProduct, useSaveProduct } from './hooks';
import './i18n';

const PRODUCT_TEXTS = {
  'en-US': { name: 'name_en', description: 'description_en' },
  'zh-CN': { name: 'name', description: 'description' },
} as const;

interface Values {
  name: string;
  name_en: string;
  description: string;
  description_en: string;
}

/** Creates a product (hidden until published) or edits one's names and descriptions. */
export function ProductDialog({ product, onClose }: { product: OpsProduct | null; onClose: () => void }) {
  const { t } = useTranslation('opsSoftware');
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const save = useSaveProduct();
  const required = [{ required: true, whitespace: true, message: t('product.required') }];
  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync(product ? { ...values, id: product.id } : values);
    toast.success(t('saved'));
    onClose();
  };
  return (
    <Modal
      open
      title={product ? t('product.editTitle', { name: product.name_en }) : t('product.createTitle')}
      okText={t('product.save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      width={1040}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={
          product
            ? {
                name: product.name,
                name_en: product.name_en,
                description: product.description,
                description_en: product.description_en,
              }
            : { name: '', name_en: '', description: '', description_en: '' }
        }
      >
        <BilingualFields
          texts={PRODUCT_TEXTS}
          fields={[
            {
              field: 'name',
              label: { 'en-US': t('product.nameEn'), 'zh-CN': t('product.name') },
              rules: required,
              control: (language) => <Input maxLength={100} lang={language} />,
            },
            {
              field: 'description',
              label: { 'en-US': t('product.descriptionEn'), 'zh-CN': t('product.description') },
              rules: required,
              control: () => <MarkdownInput />,
            },
          ]}
        />
      </Form>
    </Modal>
  );
}
