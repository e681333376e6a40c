import { describe, expect, it } from 'vitest';
import { addressIssue, outboxFilter } from './outboxFilter';

describe('the outbox filters', () => {
  it('asks for every message when nothing is typed', () => {
    expect(outboxFilter('sms', null)).toBeUndefined();
    expect(outboxFilter('email', '  ')).toBeUndefined();
  });

  it('takes a whole mainland phone, trimmed, and refuses part of one (the server matches whole numbers)', () => {
    expect(outboxFilter('sms', ' 13900000009 ')).toBe('13900000009');
    expect(outboxFilter('sms', '1390000')).toBeNull();
    expect(addressIssue('sms', '1390000')).toMatch(/11-digit/);
    expect(addressIssue('sms', '')).toBeNull();
  });

  it('takes an email address the contract takes', () => {
    expect(outboxFilter('email', 'Someone@Example.com')).toBe('Someone@Example.com');
    expect(outboxFilter('email', 'x'.repeat(121))).toBeNull();
  });
});
