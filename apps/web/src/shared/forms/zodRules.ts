import type { FormRule } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { zodMessagesZhCN } from '../i18n/zodMessages';

/** The part of a zod schema the forms use, so a field rule is the contract's own schema. */
export interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** The first issue the schema finds in `value`, or null when the value passes. */
export function firstIssue(schema: SafeParser, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'is invalid');
}

export function translateIssue(message: string, language: string): string {
  return language.startsWith('zh') ? (zodMessagesZhCN[message] ?? message) : message;
}

/**
 * antd Form rules backed by a contract schema: "required" first, then the schema's own check, so
 * the browser and the server refuse exactly the same values.
 */
export function useZodRules(): (schema: SafeParser, field: { label: string; name: string }) => FormRule[] {
  const { t, i18n } = useTranslation();
  return useCallback(
    (schema, field) => [
      { required: true, message: t('validation.required', { field: field.name }) },
      {
        validator: async (_rule, value: unknown) => {
          const issue = firstIssue(schema, value ?? '');
          if (issue === null) return;
          throw new Error(
            t('validation.fieldIssue', { field: field.label, issue: translateIssue(issue, i18n.language) }),
          );
        },
      },
    ],
    [t, i18n.language],
  );
}
