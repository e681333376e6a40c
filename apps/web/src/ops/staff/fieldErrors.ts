import { ErrorCode } from '@gpucloud/contracts';
import { reasonIssues } from '../../shared/forms/reasonIssues';

export interface FieldError {
  name: string;
  errors: string[];
}

/**
 * The server's reasons that belong to a field of the form, for antd's setFields. Bad input
 * (100021/100022) names fields as "phone: must be …; name: …"; a refusal that names one of the
 * form's fields ("a staff member has this phone already") goes to that field. Others stay general.
 */
export function fieldErrorsOf(
  error: { status: number; reason: string },
  fields: readonly string[],
): FieldError[] {
  const byField = new Map<string, string[]>();
  const add = (name: string, message: string) => byField.set(name, [...(byField.get(name) ?? []), message]);
  if (error.status === ErrorCode.ILLEGAL_BODY || error.status === ErrorCode.ILLEGAL_PARAMETER) {
    for (const { path, message } of reasonIssues(error.reason)) {
      if (fields.includes(path)) add(path, message);
    }
  } else {
    const named = fields.find((name) => new RegExp(`\\b${name}\\b`, 'i').test(error.reason));
    if (named) add(named, error.reason);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}

/**
 * The errors to put on the form: a refusal the form explains itself (`known`, already in the
 * reader's language) on those of its fields, else the server's own reasons, translated.
 */
export function formFieldErrors<E extends { status: number; reason: string }>(
  error: E,
  fields: readonly string[],
  known: ((error: E) => FieldError[] | null) | undefined,
  translate: (message: string) => string,
): FieldError[] {
  const explained = known?.(error);
  if (explained) return explained.filter(({ name }) => fields.includes(name));
  return fieldErrorsOf(error, fields).map(({ name, errors }) => ({ name, errors: errors.map(translate) }));
}
