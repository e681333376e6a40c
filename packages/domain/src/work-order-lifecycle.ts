/**
 * The work-order (support ticket) lifecycle, issue 12 point 3: the one owner of which state a
 * ticket is in and what each party may do in it.
 *
 * submitted → in_progress (staff picked it) → waiting_customer (staff replied) → resolved (staff)
 * → closed (the customer confirms, or 7 days after it was resolved). The customer may revoke while
 * it is not resolved, and reopen a resolved ticket once.
 */
export const WORK_ORDER_STATES = [
  'submitted',
  'in_progress',
  'waiting_customer',
  'resolved',
  'closed',
  'revoked',
] as const;
export type WorkOrderState = (typeof WORK_ORDER_STATES)[number];

/** Someone still has to act: these block closing the account and fill the staff queue. */
export const OPEN_WORK_ORDER_STATES = ['submitted', 'in_progress', 'waiting_customer'] as const;
/** Nothing more can happen to these. */
export const FINAL_WORK_ORDER_STATES = ['closed', 'revoked'] as const;

/** A resolved ticket the customer neither confirms nor reopens closes itself after this long. */
export const WORK_ORDER_AUTO_CLOSE_DAYS = 7;
/** The customer may change their own last comment for this long after writing it. */
export const WORK_ORDER_COMMENT_EDIT_MINUTES = 5;

export type WorkOrderAction =
  /** The customer writes in the conversation. */
  | 'customer_comment'
  | 'customer_revoke'
  | 'customer_confirm'
  | 'customer_reopen'
  /** A staff member takes the ticket (or it is assigned to one). */
  | 'staff_pick'
  /** A staff reply the customer sees. */
  | 'staff_reply'
  /** An internal note: customers never see it, and it changes no state. */
  | 'staff_note'
  | 'staff_resolve'
  /** The sweep: 7 days after resolved. */
  | 'auto_close';

export interface WorkOrderFacts {
  status: WorkOrderState;
  /** A staff member has the ticket. */
  assigned: boolean;
  /** It was reopened once already. */
  reopened: boolean;
}

export type WorkOrderTransition = { ok: true; next: WorkOrderState } | { ok: false; reason: string };

const isOpen = (state: WorkOrderState) => (OPEN_WORK_ORDER_STATES as readonly string[]).includes(state);

export function isOpenWorkOrder(state: WorkOrderState): boolean {
  return isOpen(state);
}

export function isFinalWorkOrder(state: WorkOrderState): boolean {
  return (FINAL_WORK_ORDER_STATES as readonly string[]).includes(state);
}

const refuse = (reason: string): WorkOrderTransition => ({ ok: false, reason });

/** The state after `action`, or why the action is not allowed now. */
export function workOrderTransition(facts: WorkOrderFacts, action: WorkOrderAction): WorkOrderTransition {
  const { status } = facts;
  switch (action) {
    case 'customer_comment':
      if (!isOpen(status)) return refuse(`a ${status} work order takes no more replies`);
      // A reply to staff puts the ball back in their court.
      return { ok: true, next: status === 'waiting_customer' ? 'in_progress' : status };
    case 'customer_revoke':
      if (!isOpen(status)) return refuse(`a ${status} work order cannot be revoked`);
      return { ok: true, next: 'revoked' };
    case 'customer_confirm':
      if (status !== 'resolved') return refuse('only a resolved work order can be confirmed');
      return { ok: true, next: 'closed' };
    case 'customer_reopen':
      if (status !== 'resolved') return refuse('only a resolved work order can be reopened');
      if (facts.reopened) return refuse('a work order can be reopened only once');
      return { ok: true, next: facts.assigned ? 'in_progress' : 'submitted' };
    case 'staff_pick':
      if (!isOpen(status)) return refuse(`a ${status} work order cannot be picked`);
      return { ok: true, next: status === 'submitted' ? 'in_progress' : status };
    case 'staff_reply':
      if (!isOpen(status)) return refuse(`a ${status} work order takes no more replies`);
      return { ok: true, next: 'waiting_customer' };
    case 'staff_note':
      if (isFinalWorkOrder(status)) return refuse(`a ${status} work order takes no more notes`);
      return { ok: true, next: status };
    case 'staff_resolve':
      if (!isOpen(status)) return refuse(`a ${status} work order cannot be resolved`);
      return { ok: true, next: 'resolved' };
    case 'auto_close':
      if (status !== 'resolved') return refuse('only a resolved work order closes itself');
      return { ok: true, next: 'closed' };
  }
}

/** Business hours of the support desk: Monday to Friday, 09:00 to 18:00 China Standard Time. */
export interface BusinessHours {
  /** Hours from UTC of the desk's clock (China: +8, no daylight saving). */
  utcOffsetHours: number;
  startHour: number;
  endHour: number;
  /** 0 = Sunday … 6 = Saturday. */
  workDays: readonly number[];
}

export const SUPPORT_BUSINESS_HOURS: BusinessHours = {
  utcOffsetHours: 8,
  startHour: 9,
  endHour: 18,
  workDays: [1, 2, 3, 4, 5],
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * When `businessHours` of desk time have passed after `from`: a ticket written on Friday at 17:00
 * with a 2-hour target is due Monday at 10:00; one written on Saturday is due Monday at 11:00.
 */
export function addBusinessHours(from: Date, businessHours: number, hours = SUPPORT_BUSINESS_HOURS): Date {
  const offset = hours.utcOffsetHours * HOUR_MS;
  // Work in the desk's local time as if it were UTC, then shift back.
  let local = from.getTime() + offset;
  let remaining = businessHours * HOUR_MS;
  for (let guard = 0; guard < 3660; guard += 1) {
    const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
    const weekday = new Date(dayStart).getUTCDay();
    const open = dayStart + hours.startHour * HOUR_MS;
    const close = dayStart + hours.endHour * HOUR_MS;
    if (hours.workDays.includes(weekday) && local < close) {
      const start = Math.max(local, open);
      if (start + remaining <= close) return new Date(start + remaining - offset);
      remaining -= close - start;
    }
    local = dayStart + DAY_MS;
  }
  throw new Error('business hours never open');
}
