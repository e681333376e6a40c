import { z } from 'zod';
import { emptyData, envelopeSchema } from './envelope';
import { idField, pageField, pageSizeField, sessionField, typedText, yuanOut } from './fields';
import { customerSearchField, staffSessionField } from './staff';

/**
 * Invoices (issue 14): titles (who the invoice is made out to), what money may be invoiced, the
 * applications and the e-invoices finance issues. Only money the customer actually paid is
 * invoiceable: paid QR top-ups, or month by month what the balance paid of its own money; never
 * vouchers, coupons or credit. Both ways draw on one pool (paid top-ups less money paid back), so no
 * fen is invoiced twice.
 */

export const INVOICE_TITLE_KINDS = ['personal', 'company'] as const;
export const INVOICE_TYPES = ['ordinary', 'special'] as const;
export const INVOICE_MODES = ['top_up', 'consumption'] as const;
export const INVOICE_STATUSES = ['applied', 'issued', 'refused', 'cancelled', 'reversed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The least one invoice may be for, in fen (100.00 yuan). */
export const INVOICE_MIN_FEN = 100_00;
/** Titles one account may keep. */
export const INVOICE_TITLES_MAX = 20;
/** Top-ups or months one invoice may gather. */
export const INVOICE_ITEMS_MAX = 50;

const taxpayerIdField = z
  .string()
  .trim()
  .regex(/^[0-9A-Z]{18}$/, 'must be the 18 characters of a unified social credit code')
  .describe(
    'the unified social credit code (GB 32100); a wrong check character is refused (status 1) naming this field',
  );

/** A title as it is written: a person's name only, or a company's full details. */
export const invoiceTitleFields = {
  kind: z.enum(INVOICE_TITLE_KINDS).describe('personal: a name only; company: name and taxpayer id'),
  name: typedText(100).describe('the person or the company, as on the invoice'),
  taxpayer_id: taxpayerIdField.optional().describe('required for a company title'),
  address: z.string().trim().max(120, 'must be at most 120 characters').default(''),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9-]{0,20}$/, 'must be digits and dashes, at most 20')
    .default(''),
  bank: z.string().trim().max(60, 'must be at most 60 characters').default(''),
  account: z
    .string()
    .trim()
    .regex(/^[0-9]{0,30}$/, 'must be at most 30 digits')
    .default(''),
  is_default: z
    .boolean()
    .default(false)
    .describe(
      'true makes it the title applications start from; false leaves the default where it is (there is always one while titles exist: it moves when another title is made the default)',
    ),
};

export const invoiceTitleRequest = z.object({ session: sessionField, ...invoiceTitleFields });
export const invoiceTitleEditRequest = z.object({
  session: sessionField,
  id: idField,
  ...invoiceTitleFields,
});
export const invoiceTitleIdRequest = z.object({ session: sessionField, id: idField });
export type InvoiceTitleRequest = z.infer<typeof invoiceTitleRequest>;

export const invoiceTitle = z.object({
  id: z.number().int(),
  kind: z.enum(INVOICE_TITLE_KINDS),
  name: z.string(),
  taxpayer_id: z.string(),
  address: z.string(),
  phone: z.string(),
  bank: z.string(),
  account: z.string(),
  is_default: z.boolean(),
  /** A company title with every field filled, on an enterprise-verified account: special VAT invoices. */
  special_allowed: z.boolean(),
});
export type InvoiceTitle = z.infer<typeof invoiceTitle>;
export const invoiceTitlesResponse = envelopeSchema(z.object({ list: z.array(invoiceTitle) }));
export const invoiceTitleResponse = envelopeSchema(z.object({ title: invoiceTitle }));
export const invoiceAcknowledged = envelopeSchema(emptyData);

/**
 * Why a top-up or month may not be invoiced now, as a code the web says in the reader's language:
 * `claimed` (an invoice application holds it: `claimed_by`), `nothing_own` (nothing was paid from the
 * account's own money), `over_available` (more than is left to invoice: other invoices used the money).
 */
export const NOT_INVOICEABLE_REASONS = ['claimed', 'nothing_own', 'over_available'] as const;
export type NotInvoiceableReason = (typeof NOT_INVOICEABLE_REASONS)[number];
const notInvoiceableFields = {
  invoiceable: z.boolean(),
  reason: z
    .enum(NOT_INVOICEABLE_REASONS)
    .nullable()
    .describe(
      'why not, null when invoiceable: claimed (an application holds it), nothing_own (nothing paid from own money), over_available (more than is left to invoice)',
    ),
  claimed_by: z
    .number()
    .int()
    .nullable()
    .describe('the invoice application holding it, when reason is claimed'),
};

/** A paid top-up as invoicing sees it. */
export const invoiceableTopUp = z.object({
  out_trade_no: z.string(),
  amount: yuanOut,
  paid_at: z.string().describe('ISO 8601'),
  ...notInvoiceableFields,
});
/** A month (China time) as invoicing sees it: what the balance paid of its own money. */
export const invoiceableMonth = z.object({
  month: z.string().describe('YYYY-MM'),
  amount: yuanOut,
  ...notInvoiceableFields,
});
export const invoiceConditionsResponse = envelopeSchema(
  z.object({
    /** What may still be invoiced in all: paid top-ups less money paid back, less what is invoiced. */
    available: yuanOut,
    minimum: yuanOut,
    top_ups: z.array(invoiceableTopUp),
    months: z.array(invoiceableMonth),
    special_allowed: z.boolean(),
    special_reason: z.string().describe('why special VAT invoices are not open to the account'),
  }),
);

/**
 * The months an account has, as the balance-change list names them: from the month the account was
 * created to the current month (China time). The pattern states what a request can say alone (a
 * month of this century); the server refuses any other month of the account with 100021 naming
 * `month`, and `x-account-months` says so to a generated client.
 */
export const ACCOUNT_MONTHS_RULE =
  'YYYY-MM, China time: a month of the account, from the month it was created to the current month; any other month is refused with 100021';
const accountMonthField = z
  .string()
  .regex(/^20[0-9]{2}-(0[1-9]|1[0-2])$/, 'must be a month like 2026-10')
  .meta({ description: ACCOUNT_MONTHS_RULE, 'x-account-months': true });

export const invoiceBalanceChangesRequest = z.object({
  session: sessionField,
  month: accountMonthField,
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});
export const invoiceBalanceChangesResponse = envelopeSchema(
  z.object({
    list: z.array(
      z.object({
        id: z.number().int(),
        kind: z.string().describe('rent, renew, upgrade, post_paid or refund'),
        amount: yuanOut.describe('the balance change (negative: spent)'),
        own_money: yuanOut.describe('of it, the customer’s own money (not credit); what invoicing counts'),
        created_at: z.string(),
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
);

const emailField = z
  .string()
  .trim()
  .max(100, 'must be at most 100 characters')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address');

export const invoiceApplyRequest = z.object({
  session: sessionField,
  title_id: idField,
  invoice_type: z.enum(INVOICE_TYPES).default('ordinary'),
  mode: z.enum(INVOICE_MODES),
  out_trade_nos: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a top-up order number'))
    .max(INVOICE_ITEMS_MAX, `must hold at most ${INVOICE_ITEMS_MAX} top-ups`)
    .default([])
    .describe('mode top_up: the paid top-ups to invoice'),
  months: z
    .array(z.string().regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/, 'must be a month like 2026-10'))
    .max(INVOICE_ITEMS_MAX, `must hold at most ${INVOICE_ITEMS_MAX} months`)
    .default([])
    .describe('mode consumption: the ended months to invoice'),
  email: emailField.describe('where the e-invoice is sent once issued'),
});
export type InvoiceApplyRequest = z.infer<typeof invoiceApplyRequest>;

export const invoiceItem = z.object({
  kind: z.enum(['top_up', 'month']),
  ref: z.string().describe('the top-up order number, or YYYY-MM'),
  amount: yuanOut,
});

export const invoiceRecord = z.object({
  id: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  invoice_type: z.enum(INVOICE_TYPES),
  mode: z.enum(INVOICE_MODES),
  amount: yuanOut,
  title_name: z.string(),
  taxpayer_id: z.string(),
  email: z.string(),
  items: z.array(invoiceItem),
  reason: z.string().describe('why it was refused or reversed'),
  number: z.string().describe('the e-invoice number once issued'),
  pdf_url: z.string().nullable().describe('signed address of the e-invoice PDF (15 minutes), once issued'),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type InvoiceRecord = z.infer<typeof invoiceRecord>;

export const invoiceRecordsRequest = z.object({
  session: sessionField,
  status: z.enum(INVOICE_STATUSES).optional(),
  page: pageField.default(1),
  page_size: pageSizeField.default(10),
});
export const invoiceRecordsResponse = envelopeSchema(
  z.object({
    list: z.array(invoiceRecord),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
);
export const invoiceRecordResponse = envelopeSchema(z.object({ record: invoiceRecord }));
export const invoiceRecordIdRequest = z.object({ session: sessionField, record_id: idField });
export const invoicePdfParams = z.object({ id: idField });
export const invoicePdfDownload = z.string().describe('the e-invoice PDF');
export const invoicePdfRequest = z.object({
  expires: z.string().regex(/^[0-9]{1,12}$/, 'must be a time in seconds'),
  signature: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be a signature from a file address'),
});

/** The finance desk. */
export const opsInvoiceListRequest = z.object({
  session: staffSessionField,
  status: z.enum(INVOICE_STATUSES).default('applied'),
  q: customerSearchField,
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});
export const opsInvoiceRow = invoiceRecord.extend({
  user_id: z.number().int(),
  user_phone: z.string(),
  title_kind: z.enum(INVOICE_TITLE_KINDS),
  address: z.string(),
  phone: z.string(),
  bank: z.string(),
  account: z.string(),
});
export type OpsInvoiceRow = z.infer<typeof opsInvoiceRow>;
export const opsInvoiceListResponse = envelopeSchema(
  z.object({
    list: z.array(opsInvoiceRow),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    waiting: z.number().int(),
  }),
);
export const opsInvoiceRequest = z.object({ session: staffSessionField, record_id: idField });
export const opsInvoiceDecisionRequest = z.object({
  session: staffSessionField,
  record_id: idField,
  reason: typedText(200).describe('the customer reads it'),
});
export const opsInvoiceAcknowledged = envelopeSchema(emptyData);
