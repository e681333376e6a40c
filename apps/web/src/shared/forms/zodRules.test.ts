import { passwordField, phoneField, smsCodeField } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { firstIssue, firstIssueOf, loadOnce, translateIssue } from './zodRules';

describe('contract schemas as form rules', () => {
  it('passes what the server accepts and names the first problem otherwise', () => {
    expect(firstIssue(phoneField, '13800000001')).toBeNull();
    expect(firstIssue(phoneField, '12345')).toBe('must be an 11-digit mainland mobile number');
    expect(firstIssue(passwordField, 'short')).toBe('must be at least 8 characters');
    expect(firstIssue(smsCodeField, '12a456')).toBe('must be 6 digits');
  });

  it('translates contract messages for Chinese and keeps English as written', () => {
    expect(translateIssue('must be 6 digits', 'zh-CN')).toBe('必须是 6 位数字');
    expect(translateIssue('must be 6 digits', 'en-US')).toBe('must be 6 digits');
    expect(translateIssue('something new', 'zh-CN')).toBe('something new');
  });
});

describe('schemas loaded on first check', () => {
  it('loads once and checks as the schema itself does', async () => {
    let loads = 0;
    const phone = loadOnce(async () => {
      loads += 1;
      return phoneField;
    });
    expect(await firstIssueOf(phone, '12345')).toBe('must be an 11-digit mainland mobile number');
    expect(await firstIssueOf(phone, '13800000001')).toBeNull();
    expect(await firstIssueOf(smsCodeField, '12a456')).toBe('must be 6 digits');
    expect(loads).toBe(1);
  });

  it('leaves the check to the server when the chunk cannot load, and loads again on the next check', async () => {
    let loads = 0;
    const password = loadOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
      return passwordField;
    });
    expect(await firstIssueOf(password, 'short')).toBeNull();
    expect(await firstIssueOf(password, 'short')).toBe('must be at least 8 characters');
    expect(loads).toBe(2);
  });
});
