import { MarkdownEditor } from './MarkdownEditor';

/**
 * The markdown editor as an antd form control: the form owns the text, the editor starts from the
 * value it has when it opens, and the id a Form.Item passes labels it.
 */
export function MarkdownInput({
  id,
  value,
  onChange,
  readOnly,
}: {
  id?: string;
  value?: string;
  onChange?: (text: string) => void;
  readOnly?: boolean;
}) {
  return (
    <MarkdownEditor
      id={id}
      initialValue={value ?? ''}
      onChange={(text) => onChange?.(text)}
      readOnly={readOnly}
    />
  );
}
