import { getEmailOutboxRequest, phoneField } from '@gpucloud/contracts';
import { firstIssue } from '../../shared/forms/zodRules';

export type OutboxKind = 'sms' | 'email';

/** Each outbox is filtered by the address its messages went to, checked by the contract's own field. */
const ADDRESS_FIELDS = {
  sms: phoneField,
  email: getEmailOutboxRequest.shape.email.unwrap(),
} as const;

/** The URL parameter each outbox keeps its filter in. */
export const FILTER_PARAM = { sms: 'phone', email: 'email' } as const satisfies Record<OutboxKind, string>;

/**
 * The filter a page asks the server for, from what the URL (or the form) holds: nothing when it is
 * empty, the trimmed address when the contract takes it, and null when it would be refused (the page
 * then says so rather than showing every message as if filtered).
 */
export function outboxFilter(kind: OutboxKind, raw: string | null | undefined): string | undefined | null {
  const value = (raw ?? '').trim();
  if (value === '') return undefined;
  return firstIssue(ADDRESS_FIELDS[kind], value) === null ? value : null;
}

/** The contract's word on a typed address (null when it passes), for the form's rule. */
export function addressIssue(kind: OutboxKind, raw: string): string | null {
  const value = raw.trim();
  return value === '' ? null : firstIssue(ADDRESS_FIELDS[kind], value);
}
