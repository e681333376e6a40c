import { WORK_ORDER_LIST_FILTERS, type WorkOrderSummary } from '@gpucloud/contracts';

export type WorkOrderStatus = WorkOrderSummary['status'];
export type WorkOrderListFilter = (typeof WORK_ORDER_LIST_FILTERS)[number];

/** antd Tag colours: blue while support has it, orange when it waits on the customer, green when done. */
const STATUS_COLORS: Record<WorkOrderStatus, string> = {
  submitted: 'blue',
  in_progress: 'processing',
  waiting_customer: 'warning',
  resolved: 'success',
  closed: 'default',
  revoked: 'default',
};

export function statusColor(status: WorkOrderStatus): string {
  return STATUS_COLORS[status];
}

/** The list's filter from the address bar; anything unknown shows all. */
export function listFilterFrom(value: string | null): WorkOrderListFilter {
  return (WORK_ORDER_LIST_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as WorkOrderListFilter)
    : 'all';
}

/** A page number from the address bar: a positive integer, else 1. */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** A catalogue text in the page's language: `name`/`title`/`content` are Chinese, `*_en` English. */
export function localized(language: string | undefined, chinese: string, english: string): string {
  const zh = (language ?? '').toLowerCase().startsWith('zh');
  // A missing translation shows the other language rather than nothing.
  return (zh ? chinese : english) || (zh ? english : chinese);
}
