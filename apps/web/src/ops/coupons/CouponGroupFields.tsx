import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { couponFieldsOf } from './couponForm';
import { type CheckedCouponField, useCouponRules } from './couponRules';

type HintedField =
  | 'discount'
  | 'money_limit'
  | 'use_time_limit'
  | 'target_goods'
  | 'target_image'
  | 'end_time';

const USE_MODES = ['', 'hourly', 'daily', 'monthly', 'post_paid'] as const;

/** Every SPEC §3 field of a coupon group; the money fields shown are those of the chosen type. */
export function CouponGroupFields({ type }: { type: 0 | 1 | 2 }) {
  const { t } = useTranslation('opsContent');
  const rules = useCouponRules();
  const uses = couponFieldsOf(type);
  const label = (field: CheckedCouponField | 'type' | 'target_use_mode' | 'target_user_verify_type') =>
    t(`coupons.fields.${field}`);
  const hint = (field: HintedField) => t(`coupons.fields.${field}Hint`);

  return (
    <>
      <Form.Item name="name" label={label('name')} rules={rules('name', true)} validateFirst>
        <Input maxLength={100} autoFocus />
      </Form.Item>
      <Form.Item name="type" label={label('type')}>
        <Radio.Group
          optionType="button"
          options={([0, 1, 2] as const).map((value) => ({ value, label: t(`coupons.types.${value}`) }))}
        />
      </Form.Item>
      {uses.amount ? (
        <Form.Item name="amount" label={label('amount')} rules={rules('amount', true)} validateFirst>
          <Input inputMode="decimal" />
        </Form.Item>
      ) : null}
      {uses.discount ? (
        <Form.Item
          name="discount"
          label={label('discount')}
          extra={hint('discount')}
          rules={rules('discount', true)}
          validateFirst
        >
          <Input inputMode="decimal" />
        </Form.Item>
      ) : null}
      {uses.moneyLimit ? (
        <Form.Item
          name="money_limit"
          label={label('money_limit')}
          extra={hint('money_limit')}
          rules={rules('money_limit', false)}
        >
          <Input inputMode="decimal" />
        </Form.Item>
      ) : null}
      <Form.Item
        name="use_time_limit"
        label={label('use_time_limit')}
        extra={hint('use_time_limit')}
        rules={rules('use_time_limit', false)}
      >
        <Input inputMode="numeric" />
      </Form.Item>
      <Form.Item
        name="target_goods"
        label={label('target_goods')}
        extra={hint('target_goods')}
        rules={rules('target_goods', false)}
      >
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item
        name="target_image"
        label={label('target_image')}
        extra={hint('target_image')}
        rules={rules('target_image', false)}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="target_use_mode" label={label('target_use_mode')}>
        <Select
          options={USE_MODES.map((mode) => ({ value: mode, label: t(`coupons.useModes.${mode || 'any'}`) }))}
        />
      </Form.Item>
      <Form.Item name="target_user_verify_type" label={label('target_user_verify_type')}>
        <Radio.Group
          options={([0, 1, 2] as const).map((value) => ({ value, label: t(`coupons.audiences.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="begin_time"
        label={label('begin_time')}
        rules={rules('begin_time', true)}
        validateFirst
      >
        <Input type="datetime-local" />
      </Form.Item>
      <Form.Item
        name="end_time"
        label={label('end_time')}
        extra={hint('end_time')}
        rules={rules('end_time', false)}
      >
        <Input type="datetime-local" />
      </Form.Item>
      <Form.Item name="total_num" label={label('total_num')} rules={rules('total_num', true)} validateFirst>
        <Input inputMode="numeric" />
      </Form.Item>
    </>
  );
}
