import type { OpsInvoiceRow } from '@gpucloud/contracts';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { StaffActor } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { customerMatch, deskCounts } from '../../db/customer-search';
import { users } from '../../db/schema/account/account.table';
import { type InvoiceRecordRow, invoiceRecords } from '../../db/schema/invoices/invoices.table';
import { newFileKey } from '../../providers/files/file-store';
import { notify, sendEmail } from '../notifications';
import { recordAudit } from '../staff';
import { renderInvoicePdf } from './invoice-pdf';
import { itemsOf, recordOut, releaseClaims } from './invoice-records.service';

const OBJECT = 'invoice';
const INVOICES_PAGE = '/console/invoice';
const notFound = () => refused('record_id: no such invoice application');

/** The finance desk's list: applied ones oldest first (the queue), the others newest first. */
export async function deskInvoices(
  deps: AppDeps,
  input: { status: OpsInvoiceRow['status']; q?: string; page: number; page_size: number },
) {
  const conditions: (SQL | undefined)[] = [eq(invoiceRecords.status, input.status)];
  if (input.q) conditions.push(customerMatch(input.q, invoiceRecords.userId));
  const where = and(...conditions);
  const rows = await deps.db
    .select({ record: invoiceRecords, phone: users.phone })
    .from(invoiceRecords)
    .innerJoin(users, eq(users.id, invoiceRecords.userId))
    .where(where)
    .orderBy(
      ...(input.status === 'applied'
        ? [asc(invoiceRecords.createdAt), asc(invoiceRecords.id)]
        : [desc(invoiceRecords.createdAt), desc(invoiceRecords.id)]),
    )
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  const { total, waiting } = await deskCounts(deps.db, {
    table: invoiceRecords,
    userIdColumn: invoiceRecords.userId,
    where,
    waiting: eq(invoiceRecords.status, 'applied'),
  });
  const items = await itemsOf(
    deps.db,
    rows.map((row) => row.record.id),
  );
  return {
    list: rows.map(({ record, phone }) => ({
      ...recordOut(deps, record, items),
      user_id: record.userId,
      user_phone: phone,
      title_kind: record.title.kind,
      address: record.title.address,
      phone: record.title.phone,
      bank: record.title.bank,
      account: record.title.account,
    })),
    total,
    page: input.page,
    page_size: input.page_size,
    waiting,
  };
}

async function lockRecord(tx: Db, id: number): Promise<InvoiceRecordRow> {
  const [row] = await tx.select().from(invoiceRecords).where(eq(invoiceRecords.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** GC + the issue date (Asia/Shanghai) + the record id: unique, and readable on the phone. */
export function invoiceNumber(id: number, issuedAt: Date): string {
  const day = new Date(issuedAt.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
  return `GC${day}${String(id).padStart(8, '0')}`;
}

/**
 * Issues an applied invoice: the PDF is made and stored first (under a fresh key), then the record
 * moves to issued in one transaction with its audit row and the customer's notification; a record
 * another staff member decided meanwhile leaves the file unused and is refused.
 */
export async function issueInvoice(deps: AppDeps, actor: StaffActor, recordId: number): Promise<void> {
  const [current] = await deps.db.select().from(invoiceRecords).where(eq(invoiceRecords.id, recordId));
  if (!current) throw notFound();
  if (current.status !== 'applied') throw refused(`record_id: this invoice is ${current.status} already`);
  const now = deps.clock.now();
  const number = invoiceNumber(current.id, now);
  const items = await itemsOf(deps.db, [current.id]);
  const config = deps.config.invoices;
  const pdf = await renderInvoicePdf({
    number,
    issuedAt: now,
    kind: current.invoiceType,
    seller: {
      name: config.sellerName,
      taxpayerId: config.sellerTaxpayerId,
      address: config.sellerAddress,
      bank: config.sellerBank,
    },
    buyer: {
      name: current.title.name,
      taxpayerId: current.title.taxpayerId || null,
      address: current.title.address,
      phone: current.title.phone,
      bank: current.title.bank,
      account: current.title.account,
    },
    items: [{ name: '*信息技术服务*算力租用服务 (GPU compute)', amountFen: current.amount }],
    taxRateBasisPoints: config.taxRateBasisPoints,
    remark: items
      .map((item) => (item.kind === 'top_up' ? `充值 ${item.ref}` : `消费 ${item.ref}`))
      .join('; '),
  });
  const key = newFileKey();
  await deps.files.put(key, pdf, { contentType: 'application/pdf' });
  const owner = await deps.db
    .transaction(async (tx) => {
      const row = await lockRecord(tx, recordId);
      if (row.status !== 'applied') throw refused(`record_id: this invoice is ${row.status} already`);
      await tx
        .update(invoiceRecords)
        .set({ status: 'issued', number, fileKey: key, staffId: actor.staff.staffId, decidedAt: now })
        .where(eq(invoiceRecords.id, recordId));
      await recordAudit(tx, {
        ...actor,
        at: now,
        objectType: OBJECT,
        objectId: recordId,
        before: { status: 'applied' },
        after: { status: 'issued', number },
      });
      await notify(
        tx,
        { userId: row.userId, subAccountId: null },
        {
          kind: 'notification',
          template: 'invoice.issued',
          params: { number, amount: row.amount },
          link: INVOICES_PAGE,
          now,
        },
      );
      return row;
    })
    .catch(async (error: unknown) => {
      await deps.files.delete(key);
      throw error;
    });
  try {
    await sendEmail(deps, { email: owner.email, userId: owner.userId }, 'email.invoice_issued', {
      number,
      amount: owner.amount,
      link: `${deps.config.publicBaseUrl}${INVOICES_PAGE}`,
    });
  } catch (error) {
    deps.log.warn({ err: error, recordId }, 'invoice issued email not sent');
  }
}

/** Refuses an applied invoice, or reverses an issued one: its money is invoiceable again. */
export async function decideAgainst(
  deps: AppDeps,
  actor: StaffActor,
  input: { record_id: number; reason: string },
  decision: 'refused' | 'reversed',
): Promise<void> {
  const from = decision === 'refused' ? 'applied' : 'issued';
  await deps.db.transaction(async (tx) => {
    const row = await lockRecord(tx, input.record_id);
    if (row.status !== from)
      throw refused(`record_id: only an ${from} invoice can be ${decision}; this one is ${row.status}`);
    const now = deps.clock.now();
    await tx
      .update(invoiceRecords)
      .set({ status: decision, reason: input.reason, staffId: actor.staff.staffId, decidedAt: now })
      .where(eq(invoiceRecords.id, row.id));
    await releaseClaims(tx, row.id);
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: OBJECT,
      objectId: row.id,
      before: { status: row.status },
      after: { status: decision, reason: input.reason },
    });
    await notify(
      tx,
      { userId: row.userId, subAccountId: null },
      {
        kind: 'notification',
        template: decision === 'refused' ? 'invoice.refused' : 'invoice.reversed',
        params: { number: row.number || `#${row.id}`, reason: input.reason },
        link: INVOICES_PAGE,
        now,
      },
    );
  });
}
