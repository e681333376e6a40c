import type { PublicSmsPurpose } from '@gpucloud/contracts';
import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { SendCodeButton } from './SendCodeButton';
import { useFieldRules } from './useFieldRules';
import { loadOnce } from './zodRules';

const fieldSchemas = loadOnce(() => import('./fieldSchemas'));
const smsCodeField = () => fieldSchemas().then((schemas) => schemas.smsCodeField);

/** The SMS code input with its "Send code" button; `formName` links the label to the input. */
export function VerifyCodeField({
  formName,
  purpose,
  getPhone,
}: {
  formName: string;
  purpose: PublicSmsPurpose;
  getPhone: () => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const { rules } = useFieldRules();
  return (
    <Form.Item label={t('auth.fields.verifyCode')} htmlFor={`${formName}_verify_code`} required>
      <Space.Compact block>
        <Form.Item name="verify_code" noStyle rules={rules(smsCodeField, 'verifyCode')} validateFirst>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('auth.placeholders.verifyCode')}
          />
        </Form.Item>
        <SendCodeButton purpose={purpose} getPhone={getPhone} />
      </Space.Compact>
    </Form.Item>
  );
}
