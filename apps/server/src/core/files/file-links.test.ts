import { describe, expect, it } from 'vitest';
import { FILE_LINK_SECONDS, FileLinks } from './file-links';

const key = Buffer.alloc(32, 7);
const now = new Date('2026-11-24T10:00:30Z');

function parts(url: string) {
  const query = new URLSearchParams(url.split('?')[1]);
  return { expires: query.get('expires') ?? '', signature: query.get('signature') ?? '' };
}

describe('signed file links', () => {
  const links = new FileLinks(key);
  const url = links.sign('work-order', '/files/42', 42, now);
  const { expires, signature } = parts(url);

  it('works for the file it names until it expires, 15 minutes after the minute it was given', () => {
    expect(url).toMatch(/^\/files\/42\?expires=\d+&signature=[0-9a-f]{64}$/);
    expect(Number(expires)).toBe(Math.ceil(now.getTime() / 60_000) * 60 + FILE_LINK_SECONDS);
    expect(links.verify('work-order', 42, expires, signature, now)).toBe(true);
    const atExpiry = new Date(Number(expires) * 1000);
    expect(links.verify('work-order', 42, expires, signature, atExpiry)).toBe(true);
    expect(links.verify('work-order', 42, expires, signature, new Date(atExpiry.getTime() + 1000))).toBe(
      false,
    );
  });

  it('refuses another file, another scope, a longer expiry, another key and a changed signature', () => {
    expect(links.verify('work-order', 43, expires, signature, now)).toBe(false);
    expect(links.verify('invoice', 42, expires, signature, now)).toBe(false);
    expect(links.verify('work-order', 42, String(Number(expires) + 3600), signature, now)).toBe(false);
    expect(new FileLinks(Buffer.alloc(32, 8)).verify('work-order', 42, expires, signature, now)).toBe(false);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    expect(links.verify('work-order', 42, expires, flipped, now)).toBe(false);
    expect(links.verify('work-order', 42, expires, 'abc', now)).toBe(false);
    expect(links.verify('work-order', 42, 'soon', signature, now)).toBe(false);
  });
});
