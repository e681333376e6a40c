import {
  type OpsWorkOrderCatalogue,
  opsSubcategoryCreateRequest,
  WORK_ORDER_RESOURCE_TYPES,
  type WorkOrderResourceType,
} from '@gpucloud/contracts';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../shared/forms/zodRules';
import { useToast } from '../../shared/ui/toast';
import { useCreateSubcategory, useRenameSubcategory } from './catalogueHooks';
import { useCatalogueFormErrors } from './useCatalogueFormErrors';
import styles from './WorkOrders.module.css';

type Category = OpsWorkOrderCatalogue['categories'][number];
type Subcategory = Category['subcategories'][number];
interface Values {
  name: string;
  name_en: string;
  resource_type: WorkOrderResourceType;
  sort: number;
}
const FIELDS = ['name', 'name_en', 'resource_type', 'sort'] as const;
const FORM_ID = 'ops-help-subcategory';

/** A new subcategory of `category`, or new names, resource type and place for one. */
export function SubcategoryDialog({
  category,
  subcategory,
  onClose,
}: {
  category: Category;
  subcategory?: Subcategory;
  onClose: () => void;
}) {
  const { t } = useTranslation('opsWorkOrders');
  const [form] = Form.useForm<Values>();
  const zodRules = useZodRules();
  const toast = useToast();
  const create = useCreateSubcategory();
  const rename = useRenameSubcategory();
  const showErrors = useCatalogueFormErrors(form, FIELDS);
  const rules = (field: (typeof FIELDS)[number]) =>
    zodRules(opsSubcategoryCreateRequest.shape[field], {
      label: t(`help.fields.${field}`),
      name: t(`help.fields.${field}Name`),
    });
  const done = (name: string) => ({
    onSuccess: () => {
      toast.success(
        t(subcategory ? 'help.subcategoryDialog.renamed' : 'help.subcategoryDialog.created', { name }),
      );
      onClose();
    },
    onError: showErrors,
  });
  const submit = (values: Values) =>
    subcategory
      ? rename.mutate({ subcategory_id: subcategory.id, ...values }, done(values.name_en))
      : create.mutate({ category_id: category.id, ...values }, done(values.name_en));

  return (
    <Modal
      open
      title={
        subcategory
          ? t('help.subcategoryDialog.renameTitle', { name: subcategory.name_en })
          : t('help.subcategoryDialog.createTitle', { category: category.name_en })
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
          subcategory
            ? {
                name: subcategory.name,
                name_en: subcategory.name_en,
                resource_type: subcategory.resource_type,
                sort: subcategory.sort,
              }
            : { sort: 0 }
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
          name="resource_type"
          label={t('help.fields.resource_type')}
          extra={t('help.fields.resource_typeHint')}
          rules={rules('resource_type')}
          validateFirst
        >
          <Select
            options={WORK_ORDER_RESOURCE_TYPES.map((type) => ({
              value: type,
              label: t(`resourceTypes.${type}`),
            }))}
          />
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
