import type { FormRule } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { zodMessagesZhCN } from '../i18n/zodMessages';

/** The part of a zod schema the forms use, so a field rule is the contract's own schema. */
export interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/**
 * A schema, or a loader of one. A form on a page's first screen loads its schemas on its first check
 * (a dynamic import of a module re-exporting them): building zod and a contract's schemas was the
 * largest part of a console page's first task, counted four times over on a phone.
 */
export type SchemaSource = SafeParser | (() => Promise<SafeParser>);

/** `load` run on the first call and its answer kept; run again after a failure. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** The first issue the schema finds in `value`, or null when the value passes. */
export function firstIssue(schema: SafeParser, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'is invalid');
}

/**
 * The first issue of a schema or of a loaded one; null as well when a loader's chunk cannot be
 * loaded (the server checks the same schema and answers with its reason).
 */
export async function firstIssueOf(schema: SchemaSource, value: unknown): Promise<string | null> {
  if (typeof schema !== 'function') return firstIssue(schema, value);
  const parser = await schema().catch(() => null);
  return parser === null ? null : firstIssue(parser, value);
}

export function translateIssue(message: string, language: string): string {
  return language.startsWith('zh') ? (zodMessagesZhCN[message] ?? message) : message;
}

/**
 * antd Form rules backed by a contract schema: "required" first, then the schema's own check, so
 * the browser and the server refuse exactly the same values.
 */
export function useZodRules(): (schema: SchemaSource, field: { label: string; name: string }) => FormRule[] {
  const { t, i18n } = useTranslation();
  return useCallback(
    (schema, field) => [
      { required: true, message: t('validation.required', { field: field.name }) },
      {
        validator: async (_rule, value: unknown) => {
          const issue = await firstIssueOf(schema, value ?? '');
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
