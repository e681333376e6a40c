import { customerSearchField, PARTNER_STATUSES, WITHDRAWAL_STATUSES } from '@gpucloud/contracts';

export const DESK_PAGE_SIZE = 20;

/** A finance desk's status, customer search and page as the address keeps them. */
export interface DeskQuery<Status extends string> {
  status: Status;
  /** Digits: any part of a customer phone, or a user id; empty is everyone. */
  q: string;
  page: number;
}

/** The contract's own rule for the search: digits, a phone or a user id. */
export function isSearchText(text: string): boolean {
  return customerSearchField.safeParse(text).success;
}

/**
 * The address, query and list request of a desk filtered by status. Its first status is the queue
 * it opens on; the defaults stay out of the address, so the plain address is that queue.
 */
export function statusDesk<Status extends string>(statuses: readonly [Status, ...Status[]]) {
  const queue = statuses[0];
  return {
    statuses,
    queryOf(params: URLSearchParams): DeskQuery<Status> {
      const q = (params.get('q') ?? '').trim();
      const page = Number(params.get('page'));
      return {
        status: statuses.find((status) => status === params.get('status')) ?? queue,
        q: isSearchText(q) ? q : '',
        page: Number.isSafeInteger(page) && page > 1 ? page : 1,
      };
    },
    searchOf(query: DeskQuery<Status>): Record<keyof DeskQuery<Status>, string | null> {
      return {
        status: query.status === queue ? null : query.status,
        q: query.q || null,
        page: query.page === 1 ? null : String(query.page),
      };
    },
    /** The list body (without the session, which the client adds); an empty search is left out. */
    requestOf(query: DeskQuery<Status>) {
      return {
        status: query.status,
        ...(query.q ? { q: query.q } : {}),
        page: query.page,
        page_size: DESK_PAGE_SIZE,
      };
    },
  };
}

export type StatusDesk<Status extends string> = ReturnType<typeof statusDesk<Status>>;

/** Applications waiting for a decision first, then partners and refused applicants. */
export const partnerDesk = statusDesk(PARTNER_STATUSES);
/** Withdrawals waiting to be paid (oldest first), then paid and refused ones. */
export const withdrawalDesk = statusDesk(WITHDRAWAL_STATUSES);

export type PartnerQuery = DeskQuery<(typeof PARTNER_STATUSES)[number]>;
export type WithdrawalQuery = DeskQuery<(typeof WITHDRAWAL_STATUSES)[number]>;
