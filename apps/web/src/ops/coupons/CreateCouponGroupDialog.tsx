import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog } from '../layout/useFormDialog';
import { CouponGroupFields } from './CouponGroupFields';
import { type CouponFormValues, couponRequestOf, localInputOf } from './couponForm';
import { useCreateCouponGroup } from './hooks';

/** Fields a server reason may name; end_time before begin_time, so "end_time must be after begin_time" lands on the end. */
const FIELDS = [
  'name',
  'amount',
  'discount',
  'money_limit',
  'use_time_limit',
  'target_goods',
  'target_image',
  'target_use_mode',
  'target_user_verify_type',
  'end_time',
  'begin_time',
  'total_num',
] as const;

/** A new coupon group with every SPEC §3 field (finance). */
export function CreateCouponGroupDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('opsContent');
  const { form, done } = useFormDialog<CouponFormValues>(FIELDS, onClose);
  const type = Form.useWatch('type', form) ?? 0;
  const create = useCreateCouponGroup();
  const submit = (values: CouponFormValues) =>
    create.mutate(
      couponRequestOf(values),
      done(t('coupons.createDialog.done', { name: values.name.trim() })),
    );

  return (
    <FormDialog<CouponFormValues>
      formId="ops-create-coupon-group"
      form={form}
      width={640}
      title={t('coupons.createDialog.title')}
      cancelText={t('common.cancel')}
      okText={t('coupons.createDialog.submit')}
      pending={create.isPending}
      onClose={onClose}
      onFinish={submit}
      initialValues={{
        type: 0,
        target_use_mode: '',
        target_user_verify_type: 0,
        begin_time: localInputOf(new Date()),
      }}
    >
      <CouponGroupFields type={type} />
    </FormDialog>
  );
}
