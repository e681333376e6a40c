import { MarkdownEditor } from '../notices/editor/MarkdownEditor';

/** The markdown editor of SPEC §9 as an antd form control (the form owns the value; the id labels it). */
export function MarkdownField({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (text: string) => void;
}) {
  return <MarkdownEditor id={id} initialValue={value ?? ''} onChange={(text) => onChange?.(text)} />;
}
