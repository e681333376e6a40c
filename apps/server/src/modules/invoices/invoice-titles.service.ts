import { INVOICE_TITLES_MAX, type InvoiceTitle, type InvoiceTitleRequest } from '@gpucloud/contracts';
import { checkUnifiedSocialCreditCode, VerifyType } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { lockKey } from '../../db/advisory-lock';
import type { InvoiceTitleRow, TitleSnapshot } from '../../db/schema/invoices/invoices.table';
import { passedVerifyTypes } from '../account';
import {
  countTitlesOf,
  deleteTitleRow,
  findTitle,
  insertTitle,
  listTitlesOf,
  makeDefaultTitle,
  oldestTitleOf,
  updateTitle,
} from './invoice-titles.repository';

const titleNotFound = () => refused('id: no such invoice title of yours');

/** A company title with every field a special VAT invoice prints. */
export function isCompleteCompany(title: TitleSnapshot): boolean {
  return (
    title.kind === 'company' &&
    [title.taxpayerId, title.address, title.phone, title.bank, title.account].every((field) => field !== '')
  );
}

export function titleOut(row: InvoiceTitleRow, enterpriseVerified: boolean): InvoiceTitle {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    taxpayer_id: row.taxpayerId,
    address: row.address,
    phone: row.phone,
    bank: row.bank,
    account: row.account,
    is_default: row.isDefault,
    special_allowed: enterpriseVerified && isCompleteCompany(row),
  };
}

export async function isEnterpriseVerified(db: Db, userId: number): Promise<boolean> {
  return (await passedVerifyTypes(db, userId)).has(VerifyType.ENTERPRISE);
}

/** The title's fields as stored: a company's taxpayer id checked; a person's name only. */
function titleValues(input: InvoiceTitleRequest): Omit<TitleSnapshot, never> {
  if (input.kind === 'personal') {
    if (input.taxpayer_id) throw refused('taxpayer_id: a personal title has none');
    return {
      kind: 'personal',
      name: input.name,
      taxpayerId: '',
      address: '',
      phone: '',
      bank: '',
      account: '',
    };
  }
  if (!input.taxpayer_id) throw refused('taxpayer_id: is required for a company title');
  const code = checkUnifiedSocialCreditCode(input.taxpayer_id);
  if (!code.ok) throw refused(`taxpayer_id: ${code.reason}`);
  return {
    kind: 'company',
    name: input.name,
    taxpayerId: code.code,
    address: input.address,
    phone: input.phone,
    bank: input.bank,
    account: input.account,
  };
}

export async function listTitles(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
): Promise<{ list: InvoiceTitle[] }> {
  const rows = await listTitlesOf(deps.db, auth.userId);
  const verified = await isEnterpriseVerified(deps.db, auth.userId);
  return { list: rows.map((row) => titleOut(row, verified)) };
}

export async function addTitle(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  input: InvoiceTitleRequest,
): Promise<{ title: InvoiceTitle }> {
  const values = titleValues(input);
  const row = await deps.db.transaction(async (tx) => {
    await lockKey(tx, `invoice-titles:${auth.userId}`);
    const held = await countTitlesOf(tx, auth.userId);
    if (held >= INVOICE_TITLES_MAX)
      throw refused(`you have ${INVOICE_TITLES_MAX} invoice titles already; delete one first`);
    const inserted = await insertTitle(tx, { userId: auth.userId, ...values, createdAt: deps.clock.now() });
    // The first title is the default, as is one asked to be.
    if (input.is_default || held === 0) await makeDefaultTitle(tx, auth.userId, inserted.id);
    return (await findTitle(tx, auth.userId, inserted.id)) ?? inserted;
  });
  return { title: titleOut(row, await isEnterpriseVerified(deps.db, auth.userId)) };
}

export async function editTitle(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  input: InvoiceTitleRequest & { id: number },
): Promise<{ title: InvoiceTitle }> {
  const values = titleValues(input);
  const row = await deps.db.transaction(async (tx) => {
    await lockKey(tx, `invoice-titles:${auth.userId}`);
    if (!(await findTitle(tx, auth.userId, input.id))) throw titleNotFound();
    await updateTitle(tx, input.id, values);
    if (input.is_default) await makeDefaultTitle(tx, auth.userId, input.id);
    return findTitle(tx, auth.userId, input.id);
  });
  if (!row) throw titleNotFound();
  return { title: titleOut(row, await isEnterpriseVerified(deps.db, auth.userId)) };
}

/** Deleting the default leaves the oldest other title the default. */
export async function deleteTitle(deps: Pick<AppDeps, 'db'>, auth: AuthContext, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockKey(tx, `invoice-titles:${auth.userId}`);
    const row = await findTitle(tx, auth.userId, id);
    if (!row) throw titleNotFound();
    await deleteTitleRow(tx, id);
    if (!row.isDefault) return;
    const next = await oldestTitleOf(tx, auth.userId);
    if (next) await makeDefaultTitle(tx, auth.userId, next.id);
  });
}
