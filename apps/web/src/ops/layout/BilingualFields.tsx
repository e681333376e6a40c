import type { Language } from '@gpucloud/contracts';
import { Form, type FormRule } from 'antd';
import type { ReactElement } from 'react';
import { BilingualColumns } from './BilingualColumns';
import { type BilingualFieldNames, bilingualMissing } from './bilingualMissing';

/** One text of an editor (a name, a description...), written once per language. */
export interface BilingualField<Field extends string, Key extends string> {
  field: Field;
  /** Each language's label, or the label of a form field; it names its language, so each is unique. */
  label: Record<Language, string> | ((name: Key) => string);
  /** The same rules in both languages, or the rules of a form field. */
  rules?: FormRule[] | ((name: Key) => FormRule[]);
  /** The control of the language's field (Form.Item hands it its value and id). */
  control: (language: Language) => ReactElement;
  /** An optional text left empty does not make its language "not written". */
  optional?: boolean;
}

interface BilingualFieldsProps<Field extends string, Key extends string> {
  /** The form field of each text in each language, e.g. `{ 'en-US': { name: 'name_en' }, ... }`. */
  texts: BilingualFieldNames<Field, Key>;
  fields: readonly BilingualField<Field, Key>[];
  /** What an empty language means for this text (see BilingualColumns). */
  missingHint?: string;
}

function requiredTexts<Field extends string, Key extends string>(
  texts: BilingualFieldNames<Field, Key>,
  fields: readonly BilingualField<Field, Key>[],
): BilingualFieldNames<Field, Key> {
  const counted = fields.filter((field) => !field.optional).map((field) => field.field);
  const only = (language: Language) =>
    Object.fromEntries(counted.map((field) => [field, texts[language][field]])) as Record<Field, Key>;
  return { 'en-US': only('en-US'), 'zh-CN': only('zh-CN') };
}

/**
 * The texts of a staff editor in English and Chinese side by side, one field list serving both
 * columns, each column saying when its language is not written (from the form's current values).
 * It sits inside the editor's antd Form.
 */
export function BilingualFields<Field extends string, Key extends string>({
  texts,
  fields,
  missingHint,
}: BilingualFieldsProps<Field, Key>) {
  const form = Form.useFormInstance();
  // Undefined until the form has rendered once: its initial values stand in.
  const watched = Form.useWatch([], { form, preserve: true }) as Partial<Record<Key, unknown>> | undefined;
  const values = watched ?? (form.getFieldsValue(true) as Partial<Record<Key, unknown>>);
  const column = (language: Language) =>
    fields.map(({ field, label, rules, control }) => {
      const name = texts[language][field];
      return (
        <Form.Item<Record<string, unknown>>
          key={name}
          name={name}
          label={typeof label === 'function' ? label(name) : label[language]}
          rules={typeof rules === 'function' ? rules(name) : rules}
          validateFirst
        >
          {control(language)}
        </Form.Item>
      );
    });
  return (
    <BilingualColumns
      english={column('en-US')}
      chinese={column('zh-CN')}
      missing={bilingualMissing(values, requiredTexts(texts, fields))}
      missingHint={missingHint}
    />
  );
}
