import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { translateIssue } from '../../shared/forms/zodRules';
import { fieldErrorsOf } from './fieldErrors';

/** Puts the server's reasons on the fields they name (the toast has already said it in general). */
export function useServerFieldErrors<Values>(
  form: FormInstance<Values>,
  fields: readonly (keyof Values & string)[],
) {
  const { i18n } = useTranslation();
  return (error: Error) => {
    if (!(error instanceof ApiError)) return;
    const found = fieldErrorsOf(error, fields).map(({ name, errors }) => ({
      name: name as keyof Values & string,
      errors: errors.map((message) => translateIssue(message, i18n.language)),
    }));
    // antd types setFields by the form's own names; `name` is one of `fields`.
    form.setFields(found as Parameters<FormInstance<Values>['setFields']>[0]);
  };
}
