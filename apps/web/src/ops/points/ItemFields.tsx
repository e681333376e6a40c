import { SCORE_ITEM_KINDS, type ScoreItemKind } from '@gpucloud/contracts';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { OPS_POINTS_NS } from './i18n';
import { useItemRules } from './itemRules';

/**
 * The fields of an item. A new item chooses its kind and reward and its first stock; an existing
 * one keeps them (stock grows through "Add stock"), and a coupon item's limit is always one.
 */
export function ItemFields({ kind, creating }: { kind: ScoreItemKind; creating: boolean }) {
  const { t } = useTranslation(OPS_POINTS_NS);
  const rules = useItemRules();
  return (
    <>
      {creating ? (
        <Form.Item name="kind" label={t('fields.kind')}>
          <Radio.Group
            optionType="button"
            options={SCORE_ITEM_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          />
        </Form.Item>
      ) : (
        <p>{t('itemDialog.kindFixed')}</p>
      )}
      <Form.Item name="name" label={t('fields.name')} rules={rules('name')} validateFirst>
        <Input maxLength={60} autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item name="name_en" label={t('fields.name_en')} rules={rules('name_en')} validateFirst>
        <Input maxLength={80} autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label={t('fields.description')} rules={rules('description', false)}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Form.Item
        name="description_en"
        label={t('fields.description_en')}
        rules={rules('description_en', false)}
      >
        <Input.TextArea rows={2} maxLength={800} />
      </Form.Item>
      {creating && kind === 'voucher' ? (
        <Form.Item
          name="voucher_amount"
          label={t('fields.voucher_amount')}
          rules={rules('voucher_amount')}
          validateFirst
        >
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
      ) : null}
      {creating && kind === 'coupon' ? (
        <Form.Item
          name="coupon_group_id"
          label={t('fields.coupon_group_id')}
          extra={t('itemDialog.couponHint')}
          rules={rules('coupon_group_id')}
          validateFirst
        >
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
      ) : null}
      {creating && kind === 'file_storage' ? (
        <>
          <Form.Item
            name="storage_gb"
            label={t('fields.storage_gb')}
            extra={t('itemDialog.storageHint')}
            rules={rules('storage_gb')}
            validateFirst
          >
            <Input inputMode="numeric" autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="storage_days"
            label={t('fields.storage_days')}
            rules={rules('storage_days')}
            validateFirst
          >
            <Input inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </>
      ) : null}
      <Form.Item
        name="cost_points"
        label={t('fields.cost_points')}
        rules={rules('cost_points')}
        validateFirst
      >
        <Input inputMode="numeric" autoComplete="off" />
      </Form.Item>
      {kind !== 'coupon' ? (
        <Form.Item
          name="per_person_limit"
          label={t('fields.per_person_limit')}
          rules={rules('per_person_limit')}
          validateFirst
        >
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
      ) : null}
      {creating ? (
        <Form.Item name="stock" label={t('fields.stock')} rules={rules('stock')} validateFirst>
          <Input inputMode="numeric" autoComplete="off" />
        </Form.Item>
      ) : null}
    </>
  );
}
