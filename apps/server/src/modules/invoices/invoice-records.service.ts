import {
  INVOICE_MIN_FEN,
  type InvoiceApplyRequest,
  type InvoiceRecord,
  type InvoiceStatus,
  invoicesEndpoints,
} from '@gpucloud/contracts';
import { fenToYuan } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { assertFileLink } from '../../core/files/signed-files';
import { isUniqueViolation } from '../../core/pg-errors';
import { lockKey } from '../../db/advisory-lock';
import type {
  InvoiceItemRow,
  InvoiceRecordRow,
  TitleSnapshot,
} from '../../db/schema/invoices/invoices.table';
import {
  cancelRecord,
  findRecord,
  insertItems,
  insertRecord,
  itemsOf,
  listRecordsOf,
  lockOwnRecord,
  releaseClaims,
} from './invoice-records.repository';
import { findTitle } from './invoice-titles.repository';
import { isCompleteCompany, isEnterpriseVerified } from './invoice-titles.service';
import { availableFen, invoiceablePicture, notInvoiceableBecause, notInvoiceableText } from './invoiceable';

/** What answering records uses: the database and the signed PDF address (file links, clock). */
export type InvoiceAnswerDeps = Pick<AppDeps, 'db' | 'clock' | 'fileLinks'>;
/** What checking a signed file address uses (core/files). */
type FileLinkCheckDeps = Parameters<typeof assertFileLink>[0];

export const INVOICE_PDF_SCOPE = 'invoice';
const recordNotFound = () => refused('record_id: no such invoice application of yours');

export function recordOut(
  deps: Pick<AppDeps, 'clock' | 'fileLinks'>,
  row: InvoiceRecordRow,
  items: readonly InvoiceItemRow[],
): InvoiceRecord {
  const path = invoicesEndpoints.pdf.path.replace(':id', String(row.id));
  return {
    id: row.id,
    status: row.status,
    invoice_type: row.invoiceType,
    mode: row.mode,
    amount: fenToYuan(row.amount),
    title_name: row.title.name,
    taxpayer_id: row.title.taxpayerId,
    email: row.email,
    items: items
      .filter((item) => item.recordId === row.id)
      .map((item) => ({ kind: item.kind, ref: item.ref, amount: fenToYuan(item.amount) })),
    reason: row.reason,
    number: row.number,
    pdf_url:
      row.status === 'issued' && row.fileKey
        ? deps.fileLinks.sign(INVOICE_PDF_SCOPE, path, row.id, deps.clock.now())
        : null,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

function specialRefusal(enterpriseVerified: boolean): string {
  return enterpriseVerified
    ? ''
    : 'special VAT invoices are for enterprise-verified accounts with a complete company title';
}

/** `/v3/getInvoiceAbleConditions`. */
export async function invoiceConditions(deps: Pick<AppDeps, 'db' | 'clock'>, auth: AuthContext) {
  const picture = await invoiceablePicture(deps.db, auth.userId, deps.clock.now());
  const verified = await isEnterpriseVerified(deps.db, auth.userId);
  return {
    available: fenToYuan(availableFen(picture)),
    minimum: fenToYuan(INVOICE_MIN_FEN),
    top_ups: picture.topUps.map((topUp) => {
      const why = notInvoiceableBecause(picture, {
        kind: 'top_up',
        ref: topUp.outTradeNo,
        amountFen: topUp.amountFen,
      });
      return {
        out_trade_no: topUp.outTradeNo,
        amount: fenToYuan(topUp.amountFen),
        paid_at: topUp.paidAt.toISOString(),
        invoiceable: why === null,
        reason: why?.reason ?? null,
        claimed_by: why?.claimedBy ?? null,
      };
    }),
    months: picture.months.map((month) => {
      const why = notInvoiceableBecause(picture, {
        kind: 'month',
        ref: month.month,
        amountFen: month.amountFen,
      });
      return {
        month: month.month,
        amount: fenToYuan(month.amountFen),
        invoiceable: why === null,
        reason: why?.reason ?? null,
        claimed_by: why?.claimedBy ?? null,
      };
    }),
    special_allowed: verified,
    special_reason: specialRefusal(verified),
  };
}

/**
 * `/v3/addInvoiceRecord`: one transaction under the account's invoicing lock, so two applications
 * racing for the same money make one invoice (and the unique active claim would stop a second
 * anyway). The title is copied: later edits do not change the application.
 */
export async function applyForInvoice(
  deps: InvoiceAnswerDeps,
  auth: AuthContext,
  input: InvoiceApplyRequest,
): Promise<{ record: InvoiceRecord }> {
  const refs = input.mode === 'top_up' ? input.out_trade_nos : input.months;
  const field = input.mode === 'top_up' ? 'out_trade_nos' : 'months';
  if (refs.length === 0)
    throw refused(`${field}: choose at least one ${input.mode === 'top_up' ? 'top-up' : 'month'}`);
  const now = deps.clock.now();
  try {
    const { row, items } = await deps.db.transaction(async (tx) => {
      await lockKey(tx, `invoice:${auth.userId}`);
      const title = await findTitle(tx, auth.userId, input.title_id);
      if (!title) throw refused('title_id: no such invoice title of yours');
      const snapshot: TitleSnapshot = {
        kind: title.kind,
        name: title.name,
        taxpayerId: title.taxpayerId,
        address: title.address,
        phone: title.phone,
        bank: title.bank,
        account: title.account,
      };
      if (input.invoice_type === 'special') {
        if (!(await isEnterpriseVerified(tx, auth.userId)))
          throw refused(`invoice_type: ${specialRefusal(false)}`);
        if (!isCompleteCompany(snapshot))
          throw refused(
            'invoice_type: a special VAT invoice needs a company title with address, phone, bank and account',
          );
      }
      const picture = await invoiceablePicture(tx, auth.userId, now);
      const claims = [...new Set(refs)].map((ref) => {
        const amountFen =
          input.mode === 'top_up'
            ? picture.topUps.find((topUp) => topUp.outTradeNo === ref)?.amountFen
            : picture.months.find((month) => month.month === ref)?.amountFen;
        if (amountFen === undefined)
          throw refused(
            `${field}: ${ref} is not ${input.mode === 'top_up' ? 'a paid top-up' : 'an ended month with spending'} of yours`,
          );
        const why = notInvoiceableBecause(picture, {
          kind: input.mode === 'top_up' ? 'top_up' : 'month',
          ref,
          amountFen,
        });
        if (why) throw refused(`${field}: ${ref} is ${notInvoiceableText(why, picture)}`);
        return { ref, amountFen };
      });
      const total = claims.reduce((sum, claim) => sum + claim.amountFen, 0);
      if (total < INVOICE_MIN_FEN)
        throw refused(
          `${field}: an invoice is for at least ${fenToYuan(INVOICE_MIN_FEN).toFixed(2)}; these make ${fenToYuan(total).toFixed(2)}`,
        );
      if (total > availableFen(picture))
        throw refused(`${field}: only ${fenToYuan(availableFen(picture)).toFixed(2)} is left to invoice`);
      const record = await insertRecord(tx, {
        userId: auth.userId,
        invoiceType: input.invoice_type,
        mode: input.mode,
        amount: total,
        title: snapshot,
        email: input.email,
        createdAt: now,
      });
      const inserted = await insertItems(
        tx,
        claims.map((claim) => ({
          recordId: record.id,
          userId: auth.userId,
          kind: input.mode === 'top_up' ? ('top_up' as const) : ('month' as const),
          ref: claim.ref,
          amount: claim.amountFen,
        })),
      );
      return { row: record, items: inserted };
    });
    return { record: recordOut(deps, row, items) };
  } catch (error) {
    if (isUniqueViolation(error))
      throw refused(`${field}: some of this money is in another invoice application`);
    throw error;
  }
}

export async function invoiceRecordsOf(
  deps: InvoiceAnswerDeps,
  auth: AuthContext,
  input: { status?: InvoiceStatus; page: number; page_size: number },
) {
  const { rows, total } = await listRecordsOf(deps.db, auth.userId, input.status, {
    page: input.page,
    pageSize: input.page_size,
  });
  const items = await itemsOf(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    list: rows.map((row) => recordOut(deps, row, items)),
    total,
    page: input.page,
    page_size: input.page_size,
  };
}

/** `/v3/cancelInvoiceRecord`: only while finance has not decided it. */
export async function cancelInvoice(deps: InvoiceAnswerDeps, auth: AuthContext, recordId: number) {
  const row = await deps.db.transaction(async (tx) => {
    const found = await lockOwnRecord(tx, auth.userId, recordId);
    if (!found) throw recordNotFound();
    if (found.status !== 'applied')
      throw refused(`record_id: an invoice that is ${found.status} cannot be cancelled`);
    const cancelled = await cancelRecord(tx, recordId, deps.clock.now());
    await releaseClaims(tx, recordId);
    return cancelled ?? found;
  });
  return { record: recordOut(deps, row, await itemsOf(deps.db, [row.id])) };
}

/** The PDF of an issued invoice, by its signed address. */
export async function invoicePdf(
  deps: Pick<AppDeps, 'db' | 'files'> & FileLinkCheckDeps,
  id: number,
  link: { expires: string; signature: string },
) {
  assertFileLink(deps, INVOICE_PDF_SCOPE, id, link);
  const row = await findRecord(deps.db, id);
  const stored = row?.fileKey ? await deps.files.get(row.fileKey) : null;
  if (!row || !stored || row.status !== 'issued') throw refused('not found');
  return {
    bytes: stored.bytes,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="invoice-${row.number}.pdf"`,
      'content-length': String(stored.bytes.length),
      'cache-control': 'private, max-age=900',
      'x-content-type-options': 'nosniff',
    },
  };
}
