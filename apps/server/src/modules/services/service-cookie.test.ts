import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cookieValue,
  passCookie,
  serviceCookieKey,
  signServicePass,
  verifyServicePass,
  withoutServiceCookie,
} from './service-cookie';

const key = serviceCookieKey(randomBytes(32));
const pass = { instanceId: 42, port: 8888, sessionId: '5f0e7a52-1c1d-4f44-a2b4-7a5c5a1d3c10' };

describe('service cookies', () => {
  it('verifies what it signed, and nothing altered, forged or signed with another key', () => {
    const value = signServicePass(key, pass);
    expect(verifyServicePass(key, value)).toEqual(pass);
    expect(verifyServicePass(key, value.replace('.42.', '.43.'))).toBeNull();
    expect(verifyServicePass(key, value.replace('.8888.', '.6006.'))).toBeNull();
    expect(verifyServicePass(serviceCookieKey(randomBytes(32)), value)).toBeNull();
    // One character of the signature surely changed (replacing the last two with "AA" changed
    // nothing when the signature already ended so: about one random key in a thousand, and CI met one).
    const third = value.at(-3) === 'A' ? 'B' : 'A';
    expect(verifyServicePass(key, `${value.slice(0, -3)}${third}${value.slice(-2)}`)).toBeNull();
    for (const junk of [undefined, '', 'v1', 'v1.1.2.3', 'x'.repeat(400), `v2${value.slice(2)}`])
      expect(verifyServicePass(key, junk)).toBeNull();
  });

  it('is host-only, HttpOnly and Lax, Secure on https', () => {
    const header = passCookie('v', false);
    expect(header).toBe('gpucloud_service=v; Path=/; HttpOnly; SameSite=Lax');
    expect(header).not.toMatch(/Domain=/i);
    expect(passCookie('v', true)).toContain('; Secure');
  });

  it('is taken off the Cookie header before the service sees it', () => {
    expect(cookieValue('a=1; gpucloud_service=abc; b=2', 'gpucloud_service')).toBe('abc');
    expect(withoutServiceCookie('a=1; gpucloud_service=abc; b=2')).toBe('a=1; b=2');
    expect(withoutServiceCookie('gpucloud_service=abc')).toBeUndefined();
    expect(withoutServiceCookie(undefined)).toBeUndefined();
  });
});
