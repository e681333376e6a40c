import { type OpsWorkOrderCatalogue, opsCategoryCreateRequest } from '@gpucloud/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog, useSchemaRules } from '../layout/useFormDialog';
import { CatalogueNameFields, CatalogueSortField } from './CatalogueFields';
import { useCreateCategory, useRenameCategory } from './catalogueHooks';
import { useCatalogueFormErrors } from './useCatalogueFormErrors';

type Category = OpsWorkOrderCatalogue['categories'][number];
interface Values {
  name: string;
  name_en: string;
  sort: number;
}
const FIELDS = ['name', 'name_en', 'sort'] as const;

/** A new category, or new names and place for one. */
export function CategoryDialog({ category, onClose }: { category?: Category; onClose: () => void }) {
  const { t } = useTranslation('opsWorkOrders');
  const { form, done } = useFormDialog<Values>(FIELDS, onClose, useCatalogueFormErrors());
  const rules = useSchemaRules(opsCategoryCreateRequest.shape, FIELDS, t, 'help.fields');
  const create = useCreateCategory();
  const rename = useRenameCategory();
  const submit = (values: Values) => {
    const said = done(
      t(category ? 'help.categoryDialog.renamed' : 'help.categoryDialog.created', { name: values.name_en }),
    );
    if (category) rename.mutate({ category_id: category.id, ...values }, said);
    else create.mutate(values, said);
  };

  return (
    <FormDialog<Values>
      formId="ops-help-category"
      form={form}
      width={720}
      title={
        category
          ? t('help.categoryDialog.renameTitle', { name: category.name_en })
          : t('help.categoryDialog.createTitle')
      }
      cancelText={t('cancel')}
      okText={t('save')}
      pending={create.isPending || rename.isPending}
      onClose={onClose}
      initialValues={
        category ? { name: category.name, name_en: category.name_en, sort: category.sort } : { sort: 0 }
      }
      onFinish={submit}
    >
      <CatalogueNameFields rules={rules} />
      <CatalogueSortField rules={rules('sort')} validateFirst />
    </FormDialog>
  );
}
