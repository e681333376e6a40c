import type { InvoiceTitle, InvoiceTitleRequest } from '@gpucloud/contracts';

/** The title dialog's fields; the company ones are kept while a person's title is being typed. */
export interface TitleFormValues {
  kind: InvoiceTitle['kind'];
  name: string;
  taxpayer_id?: string;
  address?: string;
  phone?: string;
  bank?: string;
  account?: string;
  is_default: boolean;
}

export const TITLE_FORM_FIELDS = [
  'kind',
  'name',
  'taxpayer_id',
  'address',
  'phone',
  'bank',
  'account',
  'is_default',
] as const;

/** A new title starts as a company (what most invoices are for), the default when it is the first. */
export function newTitleValues(firstTitle: boolean): TitleFormValues {
  return { kind: 'company', name: '', is_default: firstTitle };
}

/**
 * Whether the dialog offers "Set as default". Not on the default title itself: there is always one
 * default while titles exist (deleting it makes the oldest other one the default), so it moves by
 * making another title the default, never by unticking; a box that could be unticked would do nothing.
 */
export function offersDefaultBox(editing: Pick<InvoiceTitle, 'is_default'> | null): boolean {
  return !editing?.is_default;
}

export function titleValuesOf(title: InvoiceTitle): TitleFormValues {
  return {
    kind: title.kind,
    name: title.name,
    taxpayer_id: title.taxpayer_id,
    address: title.address,
    phone: title.phone,
    bank: title.bank,
    account: title.account,
    is_default: title.is_default,
  };
}

/**
 * The body of add/edit: a person's title is a name only (the server refuses a taxpayer id on it);
 * a company's carries its details, the taxpayer id in capitals as the code is written.
 */
export function titleRequestOf(values: TitleFormValues): InvoiceTitleRequest {
  const base = { name: values.name.trim(), is_default: values.is_default };
  if (values.kind === 'personal')
    return { kind: 'personal', ...base, address: '', phone: '', bank: '', account: '' };
  return {
    kind: 'company',
    ...base,
    taxpayer_id: (values.taxpayer_id ?? '').trim().toUpperCase(),
    address: (values.address ?? '').trim(),
    phone: (values.phone ?? '').trim(),
    bank: (values.bank ?? '').trim(),
    account: (values.account ?? '').trim(),
  };
}
