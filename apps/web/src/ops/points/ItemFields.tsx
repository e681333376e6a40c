import { SCORE_ITEM_KINDS, type ScoreItemKind } from '@gpucloud/contracts';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { BilingualFields } from '../layout/BilingualFields';
import { OPS_POINTS_NS } from './i18n';
import { useItemRules } from './itemRules';

const ITEM_TEXTS = {
  'en-US': { name: 'name_en', description: 'description_en' },
  'zh-CN': { name: 'name', description: 'description' },
} as const;

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
      <BilingualFields
        texts={ITEM_TEXTS}
        fields={[
          {
            field: 'name',
            label: (name) => t(`fields.${name}`),
            rules: (name) => rules(name),
            control: (language) => (
              <Input
                maxLength={language === 'zh-CN' ? 60 : 80}
                autoComplete="off"
                lang={language}
                autoFocus={language === 'en-US'}
              />
            ),
          },
          {
            field: 'description',
            label: (name) => t(`fields.${name}`),
            rules: (name) => rules(name, false),
            control: (language) => (
              <Input.TextArea rows={2} maxLength={language === 'zh-CN' ? 500 : 800} lang={language} />
            ),
            optional: true,
          },
        ]}
      />
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
