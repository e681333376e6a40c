import { createSecureContext } from 'node:tls';
import { describe, expect, it } from 'vitest';
import { selfSignedCertificate } from './localhost-certificate';

describe('the test TLS certificate', () => {
  it('is one OpenSSL takes every time (a random serial starting 0x00 once made it refuse 1 in 256)', () => {
    for (let made = 0; made < 600; made += 1) {
      const { key, cert } = selfSignedCertificate();
      expect(() => createSecureContext({ key, cert })).not.toThrow();
    }
  });
});
