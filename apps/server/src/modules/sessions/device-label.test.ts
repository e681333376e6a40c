import { describe, expect, it } from 'vitest';
import { deviceLabel, networkOf } from './device-label';

describe('deviceLabel', () => {
  it('names the browser family and the system, whatever the version', () => {
    const chrome = (v: string) =>
      `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v} Safari/537.36`;
    expect(deviceLabel(chrome('120.0.0.0'))).toBe('Chrome on Windows');
    expect(deviceLabel(chrome('120.0.0.0'), 'zh-CN')).toBe('Windows 上的 Chrome');
    expect(deviceLabel(chrome('131.0.0.0'))).toBe(deviceLabel(chrome('120.0.0.0')));
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(deviceLabel('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox on Linux',
    );
    expect(
      deviceLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
      ),
    ).toBe('Edge on Windows');
  });

  it('names another client by its first token', () => {
    expect(deviceLabel('python-requests/2.31')).toBe('python-requests');
    expect(deviceLabel('')).toBe('unknown client');
  });
});

describe('networkOf', () => {
  it('keeps the /24 of IPv4 and the /48 of IPv6', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:1234:5678::1')).toBe('2001:db8:1234::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkOf('::1')).toBe('0:0:0::/48');
  });
});
