import { ACCESS_KEY_LIMITS, type AccessKeyCreateRequest, type ApiScope } from '@gpucloud/contracts';
import { formatFen, parseYuanInput } from '@gpucloud/domain';
import type { IpListResult } from './ipList';

/** What a key's validity may be chosen as in the create dialog: never, or days from now. */
export const EXPIRY_CHOICES = ['never', 30, 90, 180, 365] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];

/** Grace periods of a rotation, in hours: at once, 1 hour, 1 day, 7 days. */
export const GRACE_HOURS_CHOICES = [0, 1, 24, 168] as const;
export type GraceHours = (typeof GRACE_HOURS_CHOICES)[number];

/** The contract's range of a monthly spend cap: from ¥0.01 to ¥100,000.00. */
export const SPEND_CAP_FEN = ACCESS_KEY_LIMITS.spendCapFen;

export interface CreateKeyValues {
  name: string;
  scopes: ApiScope[];
  expiry: ExpiryChoice;
  ipAllowList?: string;
  spendCap?: string;
}

export type CreateKeyBody = Omit<AccessKeyCreateRequest, 'session'>;

export type SpendCapIssue = 'format' | 'range';

/** What is wrong with a typed spend cap (the yuan rule of every money field), or null; empty means no cap. */
export function spendCapIssue(input: string): SpendCapIssue | null {
  if (input.trim() === '') return null;
  const fen = parseYuanInput(input);
  if (fen === null) return 'format';
  return fen < SPEND_CAP_FEN.min || fen > SPEND_CAP_FEN.max ? 'range' : null;
}

/**
 * The create dialog's values as `/access_key/create` takes them: optional fields are left out when
 * empty (no expiry, any address, no cap), the cap in the plain yuan form ("1500.00").
 * `ipList` is the allow-list already read by parseIpAllowList.
 */
export function createKeyBody(
  values: CreateKeyValues,
  ipList: Extract<IpListResult, { ok: true }>,
): CreateKeyBody {
  const capFen = parseYuanInput(values.spendCap ?? '');
  return {
    name: values.name.trim(),
    scopes: values.scopes,
    ...(values.expiry === 'never' ? {} : { valid_days: values.expiry }),
    ...(ipList.entries.length > 0 ? { ip_allow_list: ipList.entries } : {}),
    ...(capFen === null ? {} : { monthly_spend_cap: formatFen(capFen) }),
  };
}
