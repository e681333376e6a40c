import {
  OPS_VERIFICATION_FILTERS,
  type OpsVerificationListRequest,
  opsVerificationListRequest,
} from '@gpucloud/contracts';
import {
  VERIFY_STATUSES,
  VERIFY_TYPES,
  type VerifyStatusValue,
  type VerifyTypeValue,
} from '@gpucloud/domain';

export type ReviewQueue = (typeof OPS_VERIFICATION_FILTERS)[number];
export const REVIEW_PAGE_SIZE = 20;

/** The queue's filters and page as the address keeps them; null is "any". */
export interface ReviewQuery {
  queue: ReviewQueue;
  type: VerifyTypeValue | null;
  /** Only with the `all` queue: the review queue holds pending records only. */
  status: VerifyStatusValue | null;
  q: string;
  page: number;
}

const DEFAULTS: ReviewQuery = { queue: 'review', type: null, status: null, q: '', page: 1 };

/** The contract's own rule for the search: digits, a phone or a user id. */
export function isSearchText(text: string): boolean {
  return opsVerificationListRequest.shape.q.safeParse(text).success;
}

function numberOf<T extends number>(values: readonly T[], raw: string | null): T | null {
  return values.find((value) => String(value) === raw) ?? null;
}

/** The queue's query from the address: anything unknown falls back to the review queue, page 1. */
export function reviewQueryOf(params: URLSearchParams): ReviewQuery {
  const queue = OPS_VERIFICATION_FILTERS.find((value) => value === params.get('queue')) ?? DEFAULTS.queue;
  const q = (params.get('q') ?? '').trim();
  const page = Number(params.get('page'));
  return {
    queue,
    type: numberOf(VERIFY_TYPES, params.get('type')),
    status: queue === 'all' ? numberOf(VERIFY_STATUSES, params.get('status')) : null,
    q: isSearchText(q) ? q : '',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** What the address holds for a query: the defaults are left out, so the plain address is the review queue. */
export function reviewSearchOf(query: ReviewQuery): Record<keyof ReviewQuery, string | null> {
  return {
    queue: query.queue === DEFAULTS.queue ? null : query.queue,
    type: query.type === null ? null : String(query.type),
    status: query.queue === 'all' && query.status !== null ? String(query.status) : null,
    q: query.q || null,
    page: query.page === 1 ? null : String(query.page),
  };
}

/** The list body of a query (without the session, which the client adds); "any" is left out. */
export function reviewRequestOf(query: ReviewQuery): Omit<OpsVerificationListRequest, 'session'> {
  return {
    queue: query.queue,
    ...(query.type === null ? {} : { verify_type: query.type }),
    ...(query.queue === 'all' && query.status !== null ? { status: query.status } : {}),
    ...(query.q ? { q: query.q } : {}),
    page: query.page,
    page_size: REVIEW_PAGE_SIZE,
  };
}
