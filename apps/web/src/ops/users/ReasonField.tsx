import { staffReasonField } from '@gpucloud/contracts';
import { Form, Input } from 'antd';
import { useZodRules } from '../../shared/forms/zodRules';

/** The mandatory reason of a staff write, checked by the same rule the server applies. */
export function ReasonField({ name, label, fieldName }: { name: string; label: string; fieldName: string }) {
  const zodRules = useZodRules();
  return (
    <Form.Item
      name={name}
      label={label}
      rules={zodRules(staffReasonField, { label, name: fieldName })}
      validateFirst
    >
      <Input.TextArea rows={3} maxLength={500} showCount />
    </Form.Item>
  );
}
