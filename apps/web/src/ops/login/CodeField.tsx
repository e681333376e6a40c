import { opsLoginTotpRequest } from '@gpucloud/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../shared/forms/zodRules';

const withoutSpaces = (value: string | undefined) => (value ?? '').replace(/\s+/g, '');

/** The 6-digit code of an authenticator app ("123 456" as apps show it is accepted). */
export function CodeField({ label }: { label: string }) {
  const { t } = useTranslation('ops');
  const zodRules = useZodRules();
  return (
    <Form.Item
      name="code"
      label={label}
      normalize={withoutSpaces}
      rules={zodRules(opsLoginTotpRequest.shape.code, { label, name: t('login.codeName') })}
      validateFirst
    >
      <Input inputMode="numeric" autoComplete="one-time-code" maxLength={7} autoFocus />
    </Form.Item>
  );
}
