import type { FormRule } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { firstIssue, type SafeParser, translateIssue } from '../../shared/forms/zodRules';

/**
 * The rule of a field the contract lets stay empty (a title's address, bank, ...): the schema's
 * own check on what is typed, with no "required" before it.
 */
export function useOptionalZodRule(): (schema: SafeParser, label: string) => FormRule {
  const { t, i18n } = useTranslation();
  return useCallback(
    (schema, label) => ({
      validator: async (_rule, value: unknown) => {
        const issue = firstIssue(schema, typeof value === 'string' ? value : '');
        if (issue === null) return;
        throw new Error(
          t('validation.fieldIssue', { field: label, issue: translateIssue(issue, i18n.language) }),
        );
      },
    }),
    [t, i18n.language],
  );
}
