import { describe, expect, it } from 'vitest';
import {
  anyDecidedSince,
  findRecord,
  isActiveStudent,
  newestFirst,
  pendingTransfer,
  recordPollMs,
  standingOf,
  statusColor,
  studentView,
} from './records';
import { buildRecord } from './test/builders';

const NOW = Date.parse('2025-06-01T00:00:00Z');

describe('verification records', () => {
  it('colours each state', () => {
    expect([0, 1, 2, 3].map((status) => statusColor(status as 0 | 1 | 2 | 3))).toEqual([
      'processing',
      'success',
      'error',
      'default',
    ]);
  });

  it('orders newest first whatever order they came in', () => {
    const older = buildRecord({ id: 1, created_at: '2025-01-01T00:00:00Z' });
    const newer = buildRecord({ id: 2, created_at: '2025-02-01T00:00:00Z' });
    expect(newestFirst([older, newer]).map((record) => record.id)).toEqual([2, 1]);
  });

  it('names what the account holds: passed personal and enterprise, an unexpired student, and what waits', () => {
    const records = [
      buildRecord({ id: 1, verify_type: 0, status: 1 }),
      buildRecord({ id: 2, verify_type: 1, method: 'license_letter', status: 0, decided_at: null }),
      buildRecord({ id: 3, verify_type: 1, method: 'license_transfer', status: 2, reason: 'wrong amount' }),
    ];
    const standing = standingOf(records, NOW);
    expect(standing.personal?.id).toBe(1);
    expect(standing.enterprise).toBeNull();
    expect(standing.student).toBeNull();
    expect(standing.pending.map((record) => record.id)).toEqual([2]);
    expect(standingOf([], NOW)).toEqual({ personal: null, enterprise: null, student: null, pending: [] });
  });

  it('counts a student verification until it expires', () => {
    const student = buildRecord({ verify_type: 2, method: 'school_email', status: 1 });
    expect(isActiveStudent({ ...student, expires_at: '2025-09-01T00:00:00Z' }, NOW)).toBe(true);
    expect(isActiveStudent({ ...student, expires_at: '2025-05-01T00:00:00Z' }, NOW)).toBe(false);
    expect(isActiveStudent({ ...student, status: 0 }, NOW)).toBe(false);
    expect(isActiveStudent(buildRecord({ verify_type: 0, status: 1 }), NOW)).toBe(false);
  });

  it('resumes the newest corporate transfer that waits for its amount, nothing else', () => {
    const waiting = buildRecord({
      id: 7,
      verify_type: 1,
      method: 'license_transfer',
      status: 0,
      transfer: { tries_left: 5, wait_until: '2025-06-03T00:00:00Z' },
    });
    expect(pendingTransfer([waiting])?.id).toBe(7);
    expect(pendingTransfer([{ ...waiting, status: 2 }])).toBeNull();
    expect(pendingTransfer([{ ...waiting, transfer: null }])).toBeNull();
    expect(pendingTransfer([{ ...waiting, method: 'license_letter' }])).toBeNull();
  });

  it('follows a record every 2 s while it is pending', () => {
    const pending = buildRecord({ id: 4, method: 'bank_card', status: 0 });
    expect(recordPollMs([pending], 4)).toBe(2_000);
    expect(recordPollMs([{ ...pending, status: 1 }], 4)).toBe(false);
    expect(recordPollMs([pending], null)).toBe(false);
    // Not in the list yet: read again only when the list is refetched for another reason.
    expect(recordPollMs([], 4)).toBe(false);
    expect(findRecord(undefined, 4)).toBeNull();
  });

  it('shows the student page the verification held, the one waiting, or the forms after the last one', () => {
    const email = buildRecord({ id: 5, verify_type: 2, method: 'school_email' });
    expect(studentView([{ ...email, status: 1, expires_at: '2026-01-01T00:00:00Z' }], NOW)).toMatchObject({
      kind: 'verified',
    });
    expect(studentView([{ ...email, status: 0 }], NOW)).toMatchObject({ kind: 'waiting' });
    const refused = { ...email, status: 2 as const, reason: 'not a school mailbox' };
    expect(studentView([refused], NOW)).toEqual({ kind: 'forms', previous: refused });
    const expired = { ...email, status: 1 as const, expires_at: '2025-01-01T00:00:00Z' };
    expect(studentView([expired], NOW)).toEqual({ kind: 'forms', previous: expired });
    expect(studentView([buildRecord()], NOW)).toEqual({ kind: 'forms', previous: null });
  });

  it('notices a pending record decided since the last read, and nothing else', () => {
    const waiting = buildRecord({ id: 7, status: 0 });
    expect(anyDecidedSince([waiting], [{ ...waiting, status: 1 }])).toBe(true);
    expect(anyDecidedSince([waiting], [{ ...waiting, status: 2 }])).toBe(true);
    expect(anyDecidedSince([waiting], [waiting])).toBe(false);
    expect(anyDecidedSince([], [{ ...waiting, status: 1 }])).toBe(false);
    expect(anyDecidedSince([buildRecord({ id: 8, status: 1 })], [buildRecord({ id: 8, status: 1 })])).toBe(
      false,
    );
  });
});
