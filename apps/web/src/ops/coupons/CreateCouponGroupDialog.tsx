import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../shared/ui/toast';
import { useServerFieldErrors } from '../staff/useServerFieldErrors';
import { CouponGroupFields } from './CouponGroupFields';
import { type CouponFormValues, couponRequestOf, localInputOf } from './couponForm';
import { useCreateCouponGroup } from './hooks';

const FORM_ID = 'ops-create-coupon-group';
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
  const [form] = Form.useForm<CouponFormValues>();
  const type = Form.useWatch('type', form) ?? 0;
  const toast = useToast();
  const create = useCreateCouponGroup();
  const showOnFields = useServerFieldErrors(form, FIELDS);

  const submit = (values: CouponFormValues) =>
    create.mutate(couponRequestOf(values), {
      onSuccess: () => {
        toast.success(t('coupons.createDialog.done', { name: values.name.trim() }));
        onClose();
      },
      onError: showOnFields,
    });

  return (
    <Modal
      open
      title={t('coupons.createDialog.title')}
      onCancel={onClose}
      cancelText={t('common.cancel')}
      okText={t('coupons.createDialog.submit')}
      okButtonProps={{ loading: create.isPending, htmlType: 'submit', form: FORM_ID }}
      width={640}
      destroyOnHidden
    >
      <Form<CouponFormValues>
        id={FORM_ID}
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{
          type: 0,
          target_use_mode: '',
          target_user_verify_type: 0,
          begin_time: localInputOf(new Date()),
        }}
      >
        <CouponGroupFields type={type} />
      </Form>
    </Modal>
  );
}
