import { afterAll, describe, expect, it } from 'vitest';
import { ed25519PublicKey, sshKeygen } from '../../testing/ssh-keys';
import { checkSshPublicKey, keyProves } from './ssh-key-parse';
import { sshUtils } from './ssh2-utils';

const made: Array<ReturnType<typeof sshKeygen>> = [];
function keygen(type: string, bits?: number) {
  const pair = sshKeygen(type, bits);
  made.push(pair);
  return pair;
}
afterAll(() => {
  for (const pair of made) pair.remove();
});

/** The reason of a refused key, or a failure when it was accepted. */
function refusal(text: string): string {
  try {
    checkSshPublicKey(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`accepted: ${text.slice(0, 40)}`);
}

describe('checking an SSH public key', () => {
  it.each([
    ['ed25519', undefined, 'ssh-ed25519'],
    ['ecdsa', 256, 'ecdsa-sha2-nistp256'],
    ['ecdsa', 384, 'ecdsa-sha2-nistp384'],
    ['ecdsa', 521, 'ecdsa-sha2-nistp521'],
    ['rsa', 2048, 'ssh-rsa'],
    ['rsa', 4096, 'ssh-rsa'],
  ])('accepts %s %s with the fingerprint ssh-keygen prints', (type, bits, expected) => {
    const pair = keygen(type, bits);
    const checked = checkSshPublicKey(`  ${pair.publicKey}\n`);
    expect(checked.type).toBe(expected);
    expect(checked.fingerprint).toBe(pair.fingerprint);
    expect(checked.comment).toBe('test@gpucloud');
    expect(pair.publicKey.startsWith(checked.publicKey)).toBe(true);
  });

  it('refuses RSA under 2048 bits and DSA, naming the field', () => {
    expect(refusal(keygen('rsa', 1024).publicKey)).toBe(
      'illegal request body: public_key: an RSA key must have at least 2048 bits (this one has 1024)',
    );
    expect(refusal(keygen('dsa').publicKey)).toMatch(
      /^illegal request body: public_key: DSA keys are not accepted/,
    );
  });

  it('refuses a private key, garbage and several keys at once', () => {
    expect(refusal(keygen('ed25519').privateKey)).toMatch(
      /^illegal request body: public_key: this is a private key/,
    );
    expect(refusal('ssh-ed25519 not-base64 me@host')).toMatch(/public_key: is not an OpenSSH public key/);
    expect(refusal('hello')).toMatch(/public_key: is not an OpenSSH public key/);
    expect(refusal(`${ed25519PublicKey()}\n${ed25519PublicKey()}`)).toMatch(/public_key: must be one key/);
  });

  it('reads a key node:crypto made as OpenSSH would write it', () => {
    expect(checkSshPublicKey(ed25519PublicKey('a@b')).comment).toBe('a@b');
  });

  it('proves a signature only with the matching key', () => {
    const pair = keygen('ed25519');
    const other = keygen('ed25519');
    const stored = checkSshPublicKey(pair.publicKey).publicKey;
    const privateKey = sshUtils.parseKey(pair.privateKey);
    if (privateKey instanceof Error || Array.isArray(privateKey)) throw new Error('no private key');
    const blob = privateKey.getPublicSSH();
    const signed = Buffer.from('session data');
    const signature = privateKey.sign(signed);
    expect(keyProves(stored, { blob })).toBe(true);
    expect(keyProves(stored, { blob, signed, signature })).toBe(true);
    expect(keyProves(stored, { blob, signed: Buffer.from('other data'), signature })).toBe(false);
    expect(keyProves(checkSshPublicKey(other.publicKey).publicKey, { blob })).toBe(false);
  });
});
