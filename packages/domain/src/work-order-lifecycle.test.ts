import { describe, expect, it } from 'vitest';
import {
  addBusinessHours,
  isOpenWorkOrder,
  WORK_ORDER_STATES,
  type WorkOrderAction,
  type WorkOrderState,
  workOrderTransition,
} from './work-order-lifecycle';

const next = (
  status: WorkOrderState,
  action: WorkOrderAction,
  facts: Partial<{ assigned: boolean; reopened: boolean }> = {},
) => {
  const result = workOrderTransition({ status, assigned: false, reopened: false, ...facts }, action);
  return result.ok ? result.next : `refused: ${result.reason}`;
};

describe('work-order lifecycle', () => {
  it('goes submitted → in progress → waiting for the customer → resolved → closed', () => {
    expect(next('submitted', 'staff_pick')).toBe('in_progress');
    expect(next('in_progress', 'staff_reply')).toBe('waiting_customer');
    expect(next('waiting_customer', 'customer_comment')).toBe('in_progress');
    expect(next('in_progress', 'staff_resolve')).toBe('resolved');
    expect(next('resolved', 'customer_confirm')).toBe('closed');
    expect(next('resolved', 'auto_close')).toBe('closed');
  });

  it('lets staff answer a ticket nobody picked, and reassign a picked one without a state change', () => {
    expect(next('submitted', 'staff_reply')).toBe('waiting_customer');
    expect(next('waiting_customer', 'staff_pick')).toBe('waiting_customer');
    expect(next('submitted', 'customer_comment')).toBe('submitted');
  });

  it('revokes only while open', () => {
    for (const status of ['submitted', 'in_progress', 'waiting_customer'] as const)
      expect(next(status, 'customer_revoke')).toBe('revoked');
    for (const status of ['resolved', 'closed', 'revoked'] as const)
      expect(next(status, 'customer_revoke')).toMatch(/^refused: a \w+ work order cannot be revoked/);
  });

  it('reopens a resolved ticket once, to whoever had it', () => {
    expect(next('resolved', 'customer_reopen', { assigned: true })).toBe('in_progress');
    expect(next('resolved', 'customer_reopen')).toBe('submitted');
    expect(next('resolved', 'customer_reopen', { reopened: true })).toBe(
      'refused: a work order can be reopened only once',
    );
    expect(next('closed', 'customer_reopen')).toMatch(/^refused/);
  });

  it('takes nothing once final; internal notes only change no state', () => {
    for (const action of [
      'customer_comment',
      'staff_reply',
      'staff_resolve',
      'staff_pick',
      'staff_note',
    ] as const) {
      expect(next('closed', action)).toMatch(/^refused/);
      expect(next('revoked', action)).toMatch(/^refused/);
    }
    expect(next('resolved', 'staff_note')).toBe('resolved');
    expect(next('resolved', 'customer_comment')).toMatch(/^refused/);
    expect(next('in_progress', 'auto_close')).toMatch(/^refused/);
  });

  it('counts exactly the three waiting states as open', () => {
    expect(WORK_ORDER_STATES.filter(isOpenWorkOrder)).toEqual([
      'submitted',
      'in_progress',
      'waiting_customer',
    ]);
  });
});

describe('business hours (Mon–Fri 09:00–18:00 China time)', () => {
  // 2026-11-27 is a Friday; China time is UTC+8.
  const china = (isoLocal: string) => new Date(`${isoLocal}+08:00`);

  it('adds hours within one working day', () => {
    expect(addBusinessHours(china('2026-11-24T10:15:00'), 2)).toEqual(china('2026-11-24T12:15:00'));
  });

  it('starts counting at opening time when written before it', () => {
    expect(addBusinessHours(china('2026-11-24T06:00:00'), 2)).toEqual(china('2026-11-24T11:00:00'));
  });

  it('carries the rest over the night and the weekend', () => {
    expect(addBusinessHours(china('2026-11-24T17:30:00'), 2)).toEqual(china('2026-11-25T10:30:00'));
    expect(addBusinessHours(china('2026-11-27T17:00:00'), 2)).toEqual(china('2026-11-30T10:00:00'));
    expect(addBusinessHours(china('2026-11-28T15:00:00'), 2)).toEqual(china('2026-11-30T11:00:00'));
    expect(addBusinessHours(china('2026-11-27T19:00:00'), 2)).toEqual(china('2026-11-30T11:00:00'));
  });

  it('ends exactly at closing time when the hours fill the day', () => {
    expect(addBusinessHours(china('2026-11-24T16:00:00'), 2)).toEqual(china('2026-11-24T18:00:00'));
  });

  it('spans several days for a long target', () => {
    expect(addBusinessHours(china('2026-11-24T09:00:00'), 18)).toEqual(china('2026-11-25T18:00:00'));
  });
});
