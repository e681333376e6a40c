import {
  type OpsWorkOrderCatalogue,
  opsSubcategoryCreateRequest,
  WORK_ORDER_RESOURCE_TYPES,
  type WorkOrderResourceType,
} from '@gpucloud/contracts';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog, useSchemaRules } from '../layout/useFormDialog';
import { CatalogueNameFields, CatalogueSortField } from './CatalogueFields';
import { useCreateSubcategory, useRenameSubcategory } from './catalogueHooks';
import { useCatalogueFormErrors } from './useCatalogueFormErrors';

type Category = OpsWorkOrderCatalogue['categories'][number];
type Subcategory = Category['subcategories'][number];
interface Values {
  name: string;
  name_en: string;
  resource_type: WorkOrderResourceType;
  sort: number;
}
const FIELDS = ['name', 'name_en', 'resource_type', 'sort'] as const;

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
  const { form, done } = useFormDialog<Values>(FIELDS, onClose, useCatalogueFormErrors());
  const rules = useSchemaRules(opsSubcategoryCreateRequest.shape, FIELDS, t, 'help.fields');
  const create = useCreateSubcategory();
  const rename = useRenameSubcategory();
  const submit = (values: Values) => {
    const said = done(
      t(subcategory ? 'help.subcategoryDialog.renamed' : 'help.subcategoryDialog.created', {
        name: values.name_en,
      }),
    );
    if (subcategory) rename.mutate({ subcategory_id: subcategory.id, ...values }, said);
    else create.mutate({ category_id: category.id, ...values }, said);
  };

  return (
    <FormDialog<Values>
      formId="ops-help-subcategory"
      form={form}
      width={720}
      title={
        subcategory
          ? t('help.subcategoryDialog.renameTitle', { name: subcategory.name_en })
          : t('help.subcategoryDialog.createTitle', { category: category.name_en })
      }
      cancelText={t('cancel')}
      okText={t('save')}
      pending={create.isPending || rename.isPending}
      onClose={onClose}
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
      <CatalogueNameFields rules={rules} />
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
      <CatalogueSortField rules={rules('sort')} validateFirst />
    </FormDialog>
  );
}
