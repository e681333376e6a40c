import { INVOICE_STATUSES, type InvoiceStatus, opsInvoiceListRequest } from '@gpucloud/contracts';

export const DESK_PAGE_SIZE = 20;

/** The desk's filters and page as the address keeps them. */
export interface DeskQuery {
  status: InvoiceStatus;
  /** Digits: any part of a customer phone, or a user id; empty is everyone. */
  q: string;
  page: number;
}

/** The queue: applications waiting to be issued, oldest first. */
const DEFAULTS: DeskQuery = { status: 'applied', q: '', page: 1 };

/** The contract's own rule for the search: digits, a phone or a user id. */
export function isSearchText(text: string): boolean {
  return opsInvoiceListRequest.shape.q.safeParse(text).success;
}

/** The desk's query from the address: anything unknown falls back to the queue, page 1. */
export function deskQueryOf(params: URLSearchParams): DeskQuery {
  const q = (params.get('q') ?? '').trim();
  const page = Number(params.get('page'));
  return {
    status: INVOICE_STATUSES.find((status) => status === params.get('status')) ?? DEFAULTS.status,
    q: isSearchText(q) ? q : '',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** What the address holds for a query: the defaults are left out, so the plain address is the queue. */
export function deskSearchOf(query: DeskQuery): Record<keyof DeskQuery, string | null> {
  return {
    status: query.status === DEFAULTS.status ? null : query.status,
    q: query.q || null,
    page: query.page === 1 ? null : String(query.page),
  };
}

/** The list body (without the session, which the client adds); an empty search is left out. */
export function deskRequestOf(query: DeskQuery) {
  return {
    status: query.status,
    ...(query.q ? { q: query.q } : {}),
    page: query.page,
    page_size: DESK_PAGE_SIZE,
  };
}
