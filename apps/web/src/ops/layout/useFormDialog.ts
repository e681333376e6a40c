import { Form, type FormRule } from 'antd';
import { type SafeParser, useZodRules } from '../../shared/forms/zodRules';
import { useToast } from '../../shared/ui/toast';
import { type KnownRefusals, useServerFieldErrors } from '../staff/useServerFieldErrors';

/**
 * What every console form dialog does around its mutation: the form, the server's reasons put
 * on its fields, and `done(message)`, the mutation options that toast the message (or the message
 * made from the answer) and close the dialog.
 */
export function useFormDialog<Values>(
  fields: readonly (keyof Values & string)[],
  onClose: () => void,
  known?: KnownRefusals,
) {
  const [form] = Form.useForm<Values>();
  const toast = useToast();
  const showOnFields = useServerFieldErrors(form, fields, known);
  const done = <Answer = unknown>(message: string | ((answer: Answer) => string)) => ({
    onSuccess: (answer: Answer) => {
      toast.success(typeof message === 'string' ? message : message(answer));
      onClose();
    },
    onError: showOnFields,
  });
  return { form, done };
}

type LabelKey<Prefix extends string, Field extends string> = `${Prefix}.${Field}` | `${Prefix}.${Field}Name`;

/**
 * Each field's rules from the contract's own request schema (one schema, used twice), labelled by
 * `<prefix>.<field>` and named in messages by `<prefix>.<field>Name`.
 */
export function useSchemaRules<
  Field extends string,
  Shape extends Record<Field, SafeParser>,
  Prefix extends string,
>(
  shape: Shape,
  fields: readonly Field[],
  t: (key: LabelKey<Prefix, Field>) => string,
  prefix: Prefix,
): (field: Field) => FormRule[] {
  const zodRules = useZodRules();
  const byField = Object.fromEntries(
    fields.map((field) => [
      field,
      zodRules(shape[field], { label: t(`${prefix}.${field}`), name: t(`${prefix}.${field}Name`) }),
    ]),
  ) as Record<Field, FormRule[]>;
  return (field) => byField[field];
}
