import { type InvoiceTitleRequest, invoicesRoutes } from '@gpucloud/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../api/call';
import { hasSession } from '../../shared/session';
import { type RecordsQuery, recordsRequestOf } from './recordsQuery';

const api = invoicesRoutes;

/** Query keys of the invoices feature, shared by the tabs and the invalidations. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  titles: () => [...invoiceKeys.all, 'titles'] as const,
  conditions: () => [...invoiceKeys.all, 'conditions'] as const,
  monthChanges: (month: string, page: number) => [...invoiceKeys.all, 'monthChanges', month, page] as const,
  records: (query: RecordsQuery) => [...invoiceKeys.all, 'records', query] as const,
};

/** Signed PDF addresses last 15 minutes: the records are read again before they expire. */
const RECORDS_REFRESH_MS = 10 * 60_000;
export const MONTH_CHANGES_PAGE_SIZE = 10;

export function useInvoiceTitles() {
  return useQuery({
    queryKey: invoiceKeys.titles(),
    queryFn: async () => (await call(api.titles)).list,
    enabled: hasSession(),
  });
}

/** What may be invoiced now; never cached, since every application and top-up changes it. */
export function useInvoiceConditions() {
  return useQuery({
    queryKey: invoiceKeys.conditions(),
    queryFn: () => call(api.conditions),
    enabled: hasSession(),
    staleTime: 0,
  });
}

export function useMonthChanges(month: string, page: number) {
  return useQuery({
    queryKey: invoiceKeys.monthChanges(month, page),
    queryFn: () => call(api.balanceChanges, { month, page, page_size: MONTH_CHANGES_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useInvoiceRecords(query: RecordsQuery) {
  return useQuery({
    queryKey: invoiceKeys.records(query),
    queryFn: () => call(api.records, recordsRequestOf(query)),
    enabled: hasSession(),
    placeholderData: keepPreviousData,
    refetchInterval: RECORDS_REFRESH_MS,
  });
}

/** Any invoice write changes titles, conditions or records: all of them are read again. */
function useInvoiceWrite<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

export function useApplyForInvoice() {
  return useInvoiceWrite((body: CallInput<typeof api.apply>) => call(api.apply, body));
}

export function useCancelInvoice() {
  return useInvoiceWrite((recordId: number) => call(api.cancel, { record_id: recordId }));
}

/** Adds a title, or changes the one `id` names. */
export function useSaveTitle() {
  return useInvoiceWrite(({ id, body }: { id: number | null; body: InvoiceTitleRequest }) =>
    id === null ? call(api.addTitle, body) : call(api.editTitle, { id, ...body }),
  );
}

export function useDeleteTitle() {
  return useInvoiceWrite((id: number) => call(api.deleteTitle, { id }));
}
