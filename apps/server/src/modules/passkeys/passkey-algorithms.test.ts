import { PASSKEY_SIGNATURE_MAX, passkeyAssertionCredential, passkeysEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** The largest signature, in bytes, of each COSE algorithm a passkey may use. */
const SIGNATURE_BYTES: Record<number, number> = {
  [-48]: 2_420, // ML-DSA-44
  [-49]: 3_309, // ML-DSA-65
  [-50]: 4_627, // ML-DSA-87
  [-8]: 64, // Ed25519
  [-7]: 72, // ES256, DER
  [-35]: 104, // ES384, DER
  [-36]: 139, // ES512, DER
  [-257]: 512, // RS256, up to RSA-4096
  [-37]: 512, // PS256
};

const base64urlLength = (bytes: number) => Math.ceil((bytes * 4) / 3);

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('passkeys: the algorithms offered and the signature bound', () => {
  it('offers only algorithms whose signatures fit the assertion schema (ML-DSA-44 included)', async () => {
    const { token } = await loginAs(app, await buildUser(app));
    const reply = await app.call(passkeysEndpoints.registrationOptions, { session: token });
    expect(reply.body.status, reply.body.reason).toBe(0);
    for (const { alg } of reply.body.data.options.pubKeyCredParams) {
      const bytes = SIGNATURE_BYTES[alg];
      expect(bytes, `algorithm ${alg} has a known signature size`).toBeDefined();
      expect(base64urlLength(bytes ?? Number.POSITIVE_INFINITY), `algorithm ${alg}`).toBeLessThanOrEqual(
        PASSKEY_SIGNATURE_MAX,
      );
    }
  });

  it('takes an ML-DSA-44 signature, what Chromium sends, in an assertion', () => {
    const signature = 'A'.repeat(base64urlLength(2_420));
    const parsed = passkeyAssertionCredential.safeParse({
      id: 'abc',
      rawId: 'abc',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature },
      clientExtensionResults: {},
    });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });
});
