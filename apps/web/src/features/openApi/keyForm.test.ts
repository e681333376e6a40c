import { accessKeyCreateRequest } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { parseIpAllowList } from './ipList';
import { createKeyBody, spendCapIssue } from './keyForm';

const anywhere = { ok: true as const, entries: [] };

describe('spendCapIssue', () => {
  it('takes no cap, or yuan from 0.01 to 100,000 by the money rule', () => {
    for (const input of ['', '  ', '0.01', '100', '1,500.50', '100000', ' 250.5 '])
      expect(spendCapIssue(input)).toBeNull();
  });

  it('names a bad amount and one out of range', () => {
    for (const input of ['abc', '1.234', '-5', '¥5']) expect(spendCapIssue(input)).toBe('format');
    for (const input of ['0', '0.00', '100000.01']) expect(spendCapIssue(input)).toBe('range');
  });
});

describe('createKeyBody', () => {
  it('leaves out what was left empty: the key never expires, takes any address and has no cap', () => {
    const body = createKeyBody(
      { name: '  ci runner ', scopes: ['read'], expiry: 'never', spendCap: '' },
      anywhere,
    );
    expect(body).toEqual({ name: 'ci runner', scopes: ['read'] });
    expect(accessKeyCreateRequest.safeParse({ session: 's', ...body }).success).toBe(true);
  });

  it('sends the expiry in days, the allow-list and the cap as the contract reads them', () => {
    const ipList = parseIpAllowList('203.0.113.0/24\n2001:db8::1');
    if (!ipList.ok) throw new Error('the list is valid');
    const body = createKeyBody(
      { name: 'deploy', scopes: ['read', 'instances'], expiry: 90, ipAllowList: '', spendCap: '1,500.5' },
      ipList,
    );
    expect(body).toEqual({
      name: 'deploy',
      scopes: ['read', 'instances'],
      valid_days: 90,
      ip_allow_list: ['203.0.113.0/24', '2001:db8::1'],
      monthly_spend_cap: '1500.50',
    });
    expect(accessKeyCreateRequest.safeParse({ session: 's', ...body }).success).toBe(true);
  });
});
