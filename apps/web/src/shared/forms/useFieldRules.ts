import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { type SchemaSource, useZodRules } from './zodRules';

export type AuthField =
  | 'phone'
  | 'password'
  | 'confirmPassword'
  | 'verifyCode'
  | 'companyName'
  | 'contactPhone'
  | 'username';

/** Contract-schema rules with this feature's field labels; plus the "confirm password" rule. */
export function useFieldRules() {
  const { t } = useTranslation();
  const zodRules = useZodRules();
  const rules = (schema: SchemaSource, field: AuthField): FormRule[] =>
    zodRules(schema, { label: t(`auth.fields.${field}`), name: t(`auth.fieldNames.${field}`) });

  const confirmRules = (passwordField: string): FormRule[] => [
    { required: true, message: t('validation.required', { field: t('auth.fieldNames.confirmPassword') }) },
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        if (value && value !== getFieldValue(passwordField)) throw new Error(t('validation.passwordsDiffer'));
      },
    }),
  ];

  return { rules, confirmRules };
}
