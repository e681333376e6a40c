import { phoneField } from '@gpucloud/contracts';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { phoneReader } from '../../../shared/forms/AccountFields';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { VerifyCodeField } from '../../../shared/forms/VerifyCodeField';
import { useZodRules } from '../../../shared/forms/zodRules';
import { useToast } from '../../../shared/ui/toast';
import { useModifyNotifyPhone } from '../hooks';

interface Values {
  phone: string;
  verify_code: string;
}

const FORM_NAME = 'notify-phone';

/** A new notification phone, proven by a code sent to that phone (purpose notify_phone). */
export function NotifyPhoneDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('security');
  const toast = useToast();
  const zodRules = useZodRules();
  const [form] = Form.useForm<Values>();
  const change = useModifyNotifyPhone();

  const submit = (values: Values) => {
    const phone = values.phone.trim();
    change.mutate(
      { phone, verify_code: values.verify_code.trim() },
      {
        onSuccess: () => {
          toast.success(t('notifyPhone.changed', { phone }));
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog<Values>
      formId={FORM_NAME}
      name={FORM_NAME}
      form={form}
      title={t('notifyPhone.dialogTitle')}
      okText={t('notifyPhone.save')}
      cancelText={t('cancel')}
      pending={change.isPending}
      onClose={onClose}
      onFinish={submit}
    >
      <Form.Item
        label={t('notifyPhone.phone')}
        name="phone"
        rules={zodRules(phoneField, { label: t('notifyPhone.phone'), name: t('notifyPhone.phoneName') })}
        validateFirst
      >
        <Input
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          placeholder={t('notifyPhone.placeholder')}
        />
      </Form.Item>
      <VerifyCodeField formName={FORM_NAME} purpose="notify_phone" getPhone={phoneReader(form)} />
      <Typography.Text type="secondary">{t('notifyPhone.codeHint')}</Typography.Text>
    </FormDialog>
  );
}
