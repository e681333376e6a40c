import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { translateIssue } from '../../shared/forms/zodRules';
import { type FieldError, formFieldErrors } from './fieldErrors';

/**
 * Refusals a form explains better than the server's words (a taken name, an overdrawn pocket):
 * the fields they belong on, already in the reader's language, or null to leave the error to the
 * usual mapping.
 */
export type KnownRefusals = (error: ApiError) => FieldError[] | null;

/** Puts the server's reasons on the fields they name (the toast has already said it in general). */
export function useServerFieldErrors<Values>(
  form: FormInstance<Values>,
  fields: readonly (keyof Values & string)[],
  known?: KnownRefusals,
) {
  const { i18n } = useTranslation();
  return (error: Error) => {
    if (!(error instanceof ApiError)) return;
    const found = formFieldErrors(error, fields, known, (message) => translateIssue(message, i18n.language));
    // antd types setFields by the form's own names; every `name` here is one of `fields`.
    form.setFields(found as Parameters<FormInstance<Values>['setFields']>[0]);
  };
}
