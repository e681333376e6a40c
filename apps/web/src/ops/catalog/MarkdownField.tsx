import { Form } from 'antd';
import { MarkdownEditor } from '../notices/editor/MarkdownEditor';

/**
 * A markdown field of the console's forms through the shared editor of SPEC §9; the form holds the
 * text (Form.Item hands the editor its onChange).
 */
export function MarkdownField({
  name,
  label,
  initialValue,
  requiredMessage,
}: {
  name: string;
  label: string;
  initialValue: string;
  requiredMessage: string;
}) {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[{ required: true, whitespace: true, message: requiredMessage }]}
    >
      <MarkdownEditor initialValue={initialValue} onChange={() => undefined} />
    </Form.Item>
  );
}
