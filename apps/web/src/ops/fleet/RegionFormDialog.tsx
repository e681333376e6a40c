import { type FleetRegion, type RegionCreateRequest, regionCreateRequest } from '@gpucloud/contracts';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog, useSchemaRules } from '../layout/useFormDialog';
import styles from './FleetPage.module.css';
import { useCreateRegion, useRenameRegion } from './hooks';

type Values = Omit<RegionCreateRequest, 'session'>;
const FIELDS = ['code', 'name', 'name_en', 'sort_order'] as const;

/** A new region, or new names and order for one (its code stays: the store filters by it). */
export function RegionFormDialog({ region, onClose }: { region?: FleetRegion; onClose: () => void }) {
  const { t } = useTranslation('opsFleet');
  const { form, done } = useFormDialog<Values>(FIELDS, onClose);
  const rules = useSchemaRules(regionCreateRequest.shape, FIELDS, t, 'regions.fields');
  const create = useCreateRegion();
  const rename = useRenameRegion();
  const submit = ({ code, ...names }: Values) => {
    const said = done(
      t(region ? 'regions.renameDialog.done' : 'regions.create.done', { name: names.name_en }),
    );
    if (region) rename.mutate({ region_id: region.Id, ...names }, said);
    else create.mutate({ code, ...names }, said);
  };

  return (
    <FormDialog<Values>
      formId="ops-fleet-region"
      form={form}
      title={region ? t('regions.renameDialog.title', { code: region.Code }) : t('regions.create.title')}
      cancelText={t('cancel')}
      okText={region ? t('regions.renameDialog.submit') : t('regions.create.submit')}
      pending={create.isPending || rename.isPending}
      onClose={onClose}
      initialValues={
        region
          ? { code: region.Code, name: region.Name, name_en: region.NameEn, sort_order: region.SortOrder }
          : { sort_order: 0 }
      }
      onFinish={submit}
    >
      <Form.Item name="code" label={t('regions.fields.code')} rules={rules('code')} validateFirst>
        <Input autoComplete="off" maxLength={40} disabled={Boolean(region)} autoFocus={!region} />
      </Form.Item>
      <Form.Item name="name" label={t('regions.fields.name')} rules={rules('name')} validateFirst>
        <Input autoComplete="off" maxLength={40} />
      </Form.Item>
      <Form.Item name="name_en" label={t('regions.fields.name_en')} rules={rules('name_en')} validateFirst>
        <Input autoComplete="off" maxLength={40} />
      </Form.Item>
      <Form.Item
        name="sort_order"
        label={t('regions.fields.sort_order')}
        rules={rules('sort_order')}
        validateFirst
      >
        <InputNumber precision={0} className={styles.number} />
      </Form.Item>
    </FormDialog>
  );
}
