import { INVOICE_STATUSES, type InvoiceStatus } from '@gpucloud/contracts';

export const RECORDS_PAGE_SIZE = 10;

/** The records tab's filter and page as the address keeps them; a null status is "all". */
export interface RecordsQuery {
  status: InvoiceStatus | null;
  page: number;
}

/** The records query from the address: anything unknown falls back to every status, page 1. */
export function recordsQueryOf(params: URLSearchParams): RecordsQuery {
  const page = Number(params.get('page'));
  return {
    status: INVOICE_STATUSES.find((status) => status === params.get('status')) ?? null,
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** What the address holds for a query: the defaults are left out. */
export function recordsSearchOf(query: RecordsQuery): { status: string | null; page: string | null } {
  return { status: query.status, page: query.page === 1 ? null : String(query.page) };
}

/** The body of `/v3/getInvoiceRecords`: "all" sends no status. */
export function recordsRequestOf(query: RecordsQuery) {
  return {
    ...(query.status === null ? {} : { status: query.status }),
    page: query.page,
    page_size: RECORDS_PAGE_SIZE,
  };
}
