import { describe, expect, it } from 'vitest';
import { durationParts, firstReplyTimer } from './firstReply';

const now = Date.parse('2026-11-24T10:00:00Z');
const due = (iso: string | null, sla: 'due' | 'overdue' = 'due') => ({ sla, first_reply_due_at: iso });

describe('the first-reply timer', () => {
  it('counts the time left until the target while no reply came', () => {
    expect(firstReplyTimer(due('2026-11-24T11:30:00Z'), now)).toEqual({ kind: 'left', ms: 90 * 60_000 });
  });

  it('turns overdue on screen once the target passes, whatever the list said when it was read', () => {
    expect(firstReplyTimer(due('2026-11-24T09:45:00Z'), now)).toEqual({ kind: 'overdue', ms: 15 * 60_000 });
    expect(firstReplyTimer(due('2026-11-24T10:00:00Z'), now)).toEqual({ kind: 'overdue', ms: 0 });
    expect(firstReplyTimer(due('2026-11-24T08:00:00Z', 'overdue'), now)).toEqual({
      kind: 'overdue',
      ms: 2 * 3_600_000,
    });
  });

  it('says met, breached or nothing once the question is settled', () => {
    for (const sla of ['met', 'breached', 'none'] as const)
      expect(firstReplyTimer({ sla, first_reply_due_at: '2026-11-24T09:00:00Z' }, now)).toEqual({
        kind: sla,
      });
  });

  it('keeps the server’s word when the target is missing', () => {
    expect(firstReplyTimer(due(null, 'overdue'), now)).toEqual({ kind: 'overdue', ms: 0 });
    expect(firstReplyTimer(due(null), now)).toEqual({ kind: 'none' });
  });
});

describe('a duration in a table', () => {
  const minutes = (count: number) => count * 60_000;

  it('shows its two largest units', () => {
    expect(durationParts(minutes(80))).toEqual([
      { unit: 'hours', count: 1 },
      { unit: 'minutes', count: 20 },
    ]);
    expect(durationParts(minutes(3 * 1440 + 2 * 60 + 59))).toEqual([
      { unit: 'days', count: 3 },
      { unit: 'hours', count: 2 },
    ]);
  });

  it('leaves out a zero unit and never reads zero', () => {
    expect(durationParts(minutes(1440 + 5))).toEqual([{ unit: 'days', count: 1 }]);
    expect(durationParts(minutes(120))).toEqual([{ unit: 'hours', count: 2 }]);
    expect(durationParts(0)).toEqual([{ unit: 'minutes', count: 1 }]);
    expect(durationParts(-5000)).toEqual([{ unit: 'minutes', count: 1 }]);
    expect(durationParts(59_999 + minutes(4))).toEqual([{ unit: 'minutes', count: 4 }]);
  });
});
