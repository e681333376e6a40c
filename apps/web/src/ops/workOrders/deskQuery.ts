import { DESK_ASSIGNEE_FILTERS, type OpsTicketListRequest } from '@gpucloud/contracts';
import { WORK_ORDER_STATES } from '@gpucloud/domain';

export const DESK_STATUS_FILTERS = ['open', 'all', ...WORK_ORDER_STATES] as const;
export type DeskStatusFilter = (typeof DESK_STATUS_FILTERS)[number];
export type DeskAssigneeFilter = (typeof DESK_ASSIGNEE_FILTERS)[number];
export const DESK_PAGE_SIZE = 20;

/** The queue's filters and page as the address keeps them. */
export interface DeskQuery {
  status: DeskStatusFilter;
  assignee: DeskAssigneeFilter;
  q: string;
  page: number;
}

const DEFAULTS: DeskQuery = { status: 'open', assignee: 'any', q: '', page: 1 };

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return (values as readonly (string | null)[]).includes(value) ? (value as T) : fallback;
}

/** The queue's query from the address: anything unknown falls back to the open tickets, page 1. */
export function deskQueryOf(params: URLSearchParams): DeskQuery {
  const page = Number(params.get('page'));
  return {
    status: oneOf(DESK_STATUS_FILTERS, params.get('status'), DEFAULTS.status),
    assignee: oneOf(DESK_ASSIGNEE_FILTERS, params.get('assignee'), DEFAULTS.assignee),
    q: (params.get('q') ?? '').trim().slice(0, 50),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** What the address holds for a query: the defaults are left out, so the plain address is the open queue. */
export function deskSearchOf(query: DeskQuery): Record<keyof DeskQuery, string | null> {
  return {
    status: query.status === DEFAULTS.status ? null : query.status,
    assignee: query.assignee === DEFAULTS.assignee ? null : query.assignee,
    q: query.q || null,
    page: query.page === 1 ? null : String(query.page),
  };
}

/** The get_ticket_list body of a query (without the session, which the client adds). */
export function deskRequestOf(query: DeskQuery): Omit<OpsTicketListRequest, 'session'> {
  return {
    status: query.status,
    assignee: query.assignee,
    ...(query.q ? { q: query.q } : {}),
    page: query.page,
    page_size: DESK_PAGE_SIZE,
  };
}
