import type { OpsScoreItem } from '@gpucloud/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog } from '../layout/useFormDialog';
import { useCreateScoreItem, useUpdateScoreItem } from './hooks';
import { ItemFields } from './ItemFields';
import { OPS_POINTS_NS } from './i18n';
import { createRequestOf, type ItemFormValues, NEW_ITEM, updateRequestOf, valuesOf } from './itemForm';

/** Fields a server reason may name (e.g. "coupon_group_id: no such coupon group"). */
const FIELDS = [
  'name',
  'name_en',
  'description',
  'description_en',
  'voucher_amount',
  'coupon_group_id',
  'storage_gb',
  'storage_days',
  'cost_points',
  'per_person_limit',
  'stock',
] as const;

/** A new item (unpublished), or an existing one's names, descriptions, cost and limit (support). */
export function ItemDialog({ item, onClose }: { item: OpsScoreItem | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(OPS_POINTS_NS);
  const { form, done } = useFormDialog<ItemFormValues>(FIELDS, onClose);
  const kind = Form.useWatch('kind', form) ?? item?.kind ?? 'voucher';
  const create = useCreateScoreItem();
  const update = useUpdateScoreItem();
  const nameOf = (values: ItemFormValues) =>
    (i18n.language === 'zh-CN' ? values.name : values.name_en).trim();
  const submit = (values: ItemFormValues) => {
    if (item === null)
      create.mutate(createRequestOf(values), done(t('itemDialog.created', { name: nameOf(values) })));
    else
      update.mutate(
        updateRequestOf(item.id, { ...values, kind: item.kind }),
        done(t('itemDialog.saved', { name: nameOf(values) })),
      );
  };

  return (
    <FormDialog<ItemFormValues>
      formId="ops-score-item"
      form={form}
      width={860}
      title={
        item === null
          ? t('itemDialog.createTitle')
          : t('itemDialog.editTitle', { name: i18n.language === 'zh-CN' ? item.name : item.name_en })
      }
      cancelText={t('cancel')}
      okText={item === null ? t('itemDialog.create') : t('itemDialog.save')}
      pending={create.isPending || update.isPending}
      onClose={onClose}
      onFinish={submit}
      initialValues={item === null ? NEW_ITEM : valuesOf(item)}
    >
      {item === null ? null : <Form.Item name="kind" hidden />}
      <ItemFields kind={kind} creating={item === null} />
    </FormDialog>
  );
}
