import type { InstanceRow, UNREGISTER_BLOCKERS, UserInfo } from '@gpucloud/contracts';
import { formatFen, parseYuanInput, yuanToFen } from '@gpucloud/domain';

/** What the "Add a sub-account" dialog collects (the repeat field is checked by the form). */
export interface AddSubAccountForm {
  username: string;
  password: string;
  money_limit: string;
  note?: string;
}

export interface AddSubAccountBody {
  username: string;
  password: string;
  money_limit: string;
  note: string;
}

/**
 * A yuan amount as typed ("1,500", "50") in the plain form the API documents ("1500.00"); null when
 * it breaks the amount rule, which the form's contract rule reports first.
 */
export function yuanText(input: string): string | null {
  const fen = parseYuanInput(input);
  return fen === null ? null : formatFen(fen);
}

/** A yuan number from the API ("50" or 50.5) as the text the limit field starts with ("50.50"). */
export function yuanFieldValue(yuan: number): string {
  return formatFen(yuanToFen(yuan));
}

/** The add dialog's values as `/add_user_sub_account` takes them. Passwords are sent as typed. */
export function addSubAccountBody(form: AddSubAccountForm): AddSubAccountBody {
  return {
    username: form.username.trim(),
    password: form.password,
    money_limit: yuanText(form.money_limit) ?? form.money_limit.trim(),
    note: (form.note ?? '').trim(),
  };
}

/** `/modify_sub_account_money_limit`'s body from the limit dialog. */
export function moneyLimitBody(
  subAccountId: number,
  input: string,
): { sub_account_id: number; money_limit: string } {
  return { sub_account_id: subAccountId, money_limit: yuanText(input) ?? input.trim() };
}

export type UnregisterBlocker = (typeof UNREGISTER_BLOCKERS)[number];

/** The account-namespace text naming what still blocks closing the account. */
export function blockerLabelKey(kind: UnregisterBlocker) {
  return `close.blockers.${kind}` as const;
}

/** SPEC §6: the main/sub label; a sub-account is the one with SubAccount info. */
export function accountTypeKey(info: Pick<UserInfo, 'SubAccount'>) {
  return info.SubAccount ? ('profile.sub' as const) : ('profile.main' as const);
}

/** `/get_user_sub_account_container`'s body: every sub-account's instances unless one is picked. */
export function subAccountInstancesBody(
  subAccountId: number | 'all',
  page: number,
  pageSize: number,
): { sub_account_id?: number; page: number; page_size: number } {
  return subAccountId === 'all'
    ? { page, page_size: pageSize }
    : { sub_account_id: subAccountId, page, page_size: pageSize };
}

/** The instance's end of service people care about: a prepaid period's end, else nothing. */
export function expiryOf(row: Pick<InstanceRow, 'BillingMode' | 'ExpiresAt'>): string | null {
  return row.BillingMode === 'post_paid' ? null : row.ExpiresAt;
}
