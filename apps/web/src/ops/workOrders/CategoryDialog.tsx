import { type OpsWorkOrderCatalogue, opsCategoryCreateRequest } from '@gpucloud/contracts';
import { Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../shared/forms/zodRules';
import { useToast } from '../../shared/ui/toast';
import { useCreateCategory, useRenameCategory } from './catalogueHooks';
import { useCatalogueFormErrors } from './useCatalogueFormErrors';
import styles from './WorkOrders.module.css';

type Category = OpsWorkOrderCatalogue['categories'][number];
interface Values {
  name: string;
  name_en: string;
  sort: number;
}
const FIELDS = ['name', 'name_en', 'sort'] as const;
const FORM_ID = 'ops-help-category';

/** A new category, or new names and place for one. */
export function CategoryDialog({ category, onClose }: { category?: Category; onClose: () => void }) {
  const { t } = useTranslation('opsWorkOrders');
  const [form] = Form.useForm<Values>();
  const zodRules = useZodRules();
  const toast = useToast();
  const create = useCreateCategory();
  const rename = useRenameCategory();
  const showErrors = useCatalogueFormErrors(form, FIELDS);
  const rules = (field: (typeof FIELDS)[number]) =>
    zodRules(opsCategoryCreateRequest.shape[field], {
      label: t(`help.fields.${field}`),
      name: t(`help.fields.${field}Name`),
    });
  const done = (name: string) => ({
    onSuccess: () => {
      toast.success(t(category ? 'help.categoryDialog.renamed' : 'help.categoryDialog.created', { name }));
      onClose();
    },
    onError: showErrors,
  });
  const submit = (values: Values) =>
    category
      ? rename.mutate({ category_id: category.id, ...values }, done(values.name_en))
      : create.mutate(values, done(values.name_en));

  return (
    <Modal
      open
      title={
        category
          ? t('help.categoryDialog.renameTitle', { name: category.name_en })
          : t('help.categoryDialog.createTitle')
      }
      onCancel={onClose}
      cancelText={t('cancel')}
      okText={t('save')}
      okButtonProps={{ loading: create.isPending || rename.isPending, htmlType: 'submit', form: FORM_ID }}
      destroyOnHidden
    >
      <Form<Values>
        id={FORM_ID}
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={
          category ? { name: category.name, name_en: category.name_en, sort: category.sort } : { sort: 0 }
        }
        onFinish={submit}
      >
        <Form.Item name="name" label={t('help.fields.name')} rules={rules('name')} validateFirst>
          <Input autoComplete="off" maxLength={40} autoFocus />
        </Form.Item>
        <Form.Item name="name_en" label={t('help.fields.name_en')} rules={rules('name_en')} validateFirst>
          <Input autoComplete="off" maxLength={60} />
        </Form.Item>
        <Form.Item
          name="sort"
          label={t('help.fields.sort')}
          extra={t('help.fields.sortHint')}
          rules={rules('sort')}
          validateFirst
        >
          <InputNumber precision={0} min={0} max={10_000} className={styles.number} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
