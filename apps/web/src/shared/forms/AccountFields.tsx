import { Form, type FormInstance, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from './useFieldRules';
import { loadOnce } from './zodRules';

const fieldSchemas = loadOnce(() => import('./fieldSchemas'));
const phoneField = () => fieldSchemas().then((schemas) => schemas.phoneField);
const passwordField = () => fieldSchemas().then((schemas) => schemas.passwordField);

/** The login phone (or a company's contact phone), checked by the contract's phone rule. */
export function PhoneField({ label = 'phone' }: { label?: 'phone' | 'contactPhone' }) {
  const { t } = useTranslation();
  const { rules } = useFieldRules();
  return (
    <Form.Item label={t(`auth.fields.${label}`)} name="phone" rules={rules(phoneField, label)} validateFirst>
      <Input
        inputMode="numeric"
        autoComplete="tel"
        placeholder={t('auth.placeholders.phone')}
        maxLength={11}
      />
    </Form.Item>
  );
}

/** A new password and its confirmation, for the registration forms. */
export function NewPasswordFields() {
  const { t } = useTranslation();
  const { rules, confirmRules } = useFieldRules();
  return (
    <>
      <Form.Item
        label={t('auth.fields.password')}
        name="password"
        rules={rules(passwordField, 'password')}
        validateFirst
      >
        <Input.Password autoComplete="new-password" placeholder={t('auth.placeholders.newPassword')} />
      </Form.Item>
      <Form.Item
        label={t('auth.fields.confirmPassword')}
        name="confirm"
        dependencies={['password']}
        rules={confirmRules('password')}
        validateFirst
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

/** Reads the phone for "Send code": validated first, null (with the field's message shown) when wrong. */
export function phoneReader<V extends { phone: string }>(
  form: FormInstance<V>,
): () => Promise<string | null> {
  return () =>
    form.validateFields(['phone']).then(
      (values: { phone: string }) => values.phone.trim(),
      () => null,
    );
}
