import { ACCESS_KEY_LIMITS } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { parseIpAllowList } from './ipList';

describe('parseIpAllowList', () => {
  it('takes IPv4 and IPv6 addresses and CIDR ranges, one a line', () => {
    expect(parseIpAllowList('203.0.113.7\n198.51.100.0/24\n2001:db8::1\n2001:db8::/32')).toEqual({
      ok: true,
      entries: ['203.0.113.7', '198.51.100.0/24', '2001:db8::1', '2001:db8::/32'],
    });
  });

  it('trims lines, skips blank ones and repeats, and reads Windows line ends', () => {
    expect(parseIpAllowList('  10.0.0.1 \r\n\r\n10.0.0.1\n\n')).toEqual({ ok: true, entries: ['10.0.0.1'] });
  });

  it('is an empty list when nothing is typed: requests are taken from anywhere', () => {
    expect(parseIpAllowList('')).toEqual({ ok: true, entries: [] });
    expect(parseIpAllowList(' \n ')).toEqual({ ok: true, entries: [] });
  });

  it('names the first line that is no address or range, counting blank lines', () => {
    expect(parseIpAllowList('10.0.0.1\n\nexample.com\n300.1.1.1')).toEqual({
      ok: false,
      issue: 'badLine',
      line: 3,
      text: 'example.com',
    });
    expect(parseIpAllowList('10.0.0.0/33')).toMatchObject({ issue: 'badLine', line: 1 });
    expect(parseIpAllowList('256.0.0.1')).toMatchObject({ issue: 'badLine', line: 1 });
    expect(parseIpAllowList('10.0.0.1, 10.0.0.2')).toMatchObject({ issue: 'badLine', line: 1 });
  });

  it('refuses more entries than the contract allows', () => {
    const max = ACCESS_KEY_LIMITS.ipAllowListMax;
    const lines = (count: number) => Array.from({ length: count }, (_, i) => `10.0.0.${i + 1}`).join('\n');
    expect(parseIpAllowList(lines(max))).toMatchObject({ ok: true });
    expect(parseIpAllowList(lines(max + 1))).toEqual({ ok: false, issue: 'tooMany', max });
  });
});
