import type { OpsInvoiceRow } from '@gpucloud/contracts';
import type { StaffActor } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { newFileKey } from '../../providers/files/file-store';
import { notify, sendEmail } from '../notifications';
import { decideAudited } from '../staff';
import { renderInvoicePdf } from './invoice-pdf';
import {
  findRecord,
  itemsOf,
  listDeskRecords,
  lockRecord,
  releaseClaims,
  updateRecord,
} from './invoice-records.repository';
import { type InvoiceAnswerDeps, recordOut } from './invoice-records.service';

/** What sending an email uses (the notifications module). */
type EmailDeps = Parameters<typeof sendEmail>[0];

const OBJECT = 'invoice';
const INVOICES_PAGE = '/console/invoice';
const notFound = () => refused('record_id: no such invoice application');

/** The finance desk's list: applied ones oldest first (the queue), the others newest first. */
export async function deskInvoices(
  deps: InvoiceAnswerDeps,
  input: { status: OpsInvoiceRow['status']; q?: string; page: number; page_size: number },
) {
  const { rows, total, waiting } = await listDeskRecords(
    deps.db,
    { status: input.status, q: input.q },
    { page: input.page, pageSize: input.page_size },
  );
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
export async function issueInvoice(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'files' | 'log'> & EmailDeps,
  actor: StaffActor,
  recordId: number,
): Promise<void> {
  const current = await findRecord(deps.db, recordId);
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
  const owner = await decideAudited(deps, actor, {
    objectType: OBJECT,
    objectId: recordId,
    lock: (tx) => lockRecord(tx, recordId),
    notFound,
    refusal: (row) => (row.status === 'applied' ? null : `record_id: this invoice is ${row.status} already`),
    before: (row) => ({ status: row.status }),
    now,
    apply: async (tx) => {
      await updateRecord(tx, recordId, {
        status: 'issued',
        number,
        fileKey: key,
        staffId: actor.staff.staffId,
        decidedAt: now,
      });
      return { status: 'issued', number };
    },
    afterAudit: (tx, row) =>
      notify(
        tx,
        { userId: row.userId, subAccountId: null },
        {
          kind: 'notification',
          template: 'invoice.issued',
          params: { number, amount: row.amount },
          link: INVOICES_PAGE,
          now,
        },
      ),
  }).catch(async (error: unknown) => {
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
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: { record_id: number; reason: string },
  decision: 'refused' | 'reversed',
): Promise<void> {
  const from = decision === 'refused' ? 'applied' : 'issued';
  await decideAudited(deps, actor, {
    objectType: OBJECT,
    objectId: input.record_id,
    lock: (tx) => lockRecord(tx, input.record_id),
    notFound,
    refusal: (row) =>
      row.status === from
        ? null
        : `record_id: only an ${from} invoice can be ${decision}; this one is ${row.status}`,
    before: (row) => ({ status: row.status }),
    apply: async (tx, row, now) => {
      await updateRecord(tx, row.id, {
        status: decision,
        reason: input.reason,
        staffId: actor.staff.staffId,
        decidedAt: now,
      });
      await releaseClaims(tx, row.id);
      return { status: decision, reason: input.reason };
    },
    afterAudit: (tx, row, now) =>
      notify(
        tx,
        { userId: row.userId, subAccountId: null },
        {
          kind: 'notification',
          template: decision === 'refused' ? 'invoice.refused' : 'invoice.reversed',
          params: { number: row.number || `#${row.id}`, reason: input.reason },
          link: INVOICES_PAGE,
          now,
        },
      ),
  });
}
