import { INVOICE_TITLES_MAX, type InvoiceTitle, type InvoiceTitleRequest } from '@gpucloud/contracts';
import { checkUnifiedSocialCreditCode, VerifyType } from '@gpucloud/domain';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { AuthContext } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { lockKey } from '../../db/advisory-lock';
import {
  type InvoiceTitleRow,
  invoiceTitles,
  type TitleSnapshot,
} from '../../db/schema/invoices/invoices.table';
import { passedVerifyTypes } from '../account';

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

export async function listTitles(deps: AppDeps, auth: AuthContext): Promise<{ list: InvoiceTitle[] }> {
  const rows = await deps.db
    .select()
    .from(invoiceTitles)
    .where(eq(invoiceTitles.userId, auth.userId))
    .orderBy(desc(invoiceTitles.isDefault), asc(invoiceTitles.id));
  const verified = await isEnterpriseVerified(deps.db, auth.userId);
  return { list: rows.map((row) => titleOut(row, verified)) };
}

/** Makes `id` the one default title inside the caller's transaction (the unique index holds one). */
async function makeDefault(tx: Db, userId: number, id: number): Promise<void> {
  await tx.update(invoiceTitles).set({ isDefault: false }).where(eq(invoiceTitles.userId, userId));
  await tx.update(invoiceTitles).set({ isDefault: true }).where(eq(invoiceTitles.id, id));
}

export async function addTitle(
  deps: AppDeps,
  auth: AuthContext,
  input: InvoiceTitleRequest,
): Promise<{ title: InvoiceTitle }> {
  const values = titleValues(input);
  const row = await deps.db.transaction(async (tx) => {
    await lockKey(tx, `invoice-titles:${auth.userId}`);
    const [held] = await tx
      .select({ n: count() })
      .from(invoiceTitles)
      .where(eq(invoiceTitles.userId, auth.userId));
    if ((held?.n ?? 0) >= INVOICE_TITLES_MAX)
      throw refused(`you have ${INVOICE_TITLES_MAX} invoice titles already; delete one first`);
    const [inserted] = await tx
      .insert(invoiceTitles)
      .values({ userId: auth.userId, ...values, createdAt: deps.clock.now() })
      .returning();
    if (!inserted) throw new Error('invoice title insert returned no row');
    // The first title is the default, as is one asked to be.
    if (input.is_default || (held?.n ?? 0) === 0) await makeDefault(tx, auth.userId, inserted.id);
    return (await findTitle(tx, auth.userId, inserted.id)) ?? inserted;
  });
  return { title: titleOut(row, await isEnterpriseVerified(deps.db, auth.userId)) };
}

export async function findTitle(db: Db, userId: number, id: number): Promise<InvoiceTitleRow | null> {
  const [row] = await db
    .select()
    .from(invoiceTitles)
    .where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.userId, userId)));
  return row ?? null;
}

export async function editTitle(
  deps: AppDeps,
  auth: AuthContext,
  input: InvoiceTitleRequest & { id: number },
): Promise<{ title: InvoiceTitle }> {
  const values = titleValues(input);
  const row = await deps.db.transaction(async (tx) => {
    await lockKey(tx, `invoice-titles:${auth.userId}`);
    if (!(await findTitle(tx, auth.userId, input.id))) throw titleNotFound();
    await tx.update(invoiceTitles).set(values).where(eq(invoiceTitles.id, input.id));
    if (input.is_default) await makeDefault(tx, auth.userId, input.id);
    return findTitle(tx, auth.userId, input.id);
  });
  if (!row) throw titleNotFound();
  return { title: titleOut(row, await isEnterpriseVerified(deps.db, auth.userId)) };
}

/** Deleting the default leaves the oldest other title the default. */
export async function deleteTitle(deps: AppDeps, auth: AuthContext, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockKey(tx, `invoice-titles:${auth.userId}`);
    const row = await findTitle(tx, auth.userId, id);
    if (!row) throw titleNotFound();
    await tx.delete(invoiceTitles).where(eq(invoiceTitles.id, id));
    if (!row.isDefault) return;
    const [next] = await tx
      .select()
      .from(invoiceTitles)
      .where(eq(invoiceTitles.userId, auth.userId))
      .orderBy(asc(invoiceTitles.id))
      .limit(1);
    if (next) await makeDefault(tx, auth.userId, next.id);
  });
}
