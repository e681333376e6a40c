import { createHash, createPublicKey } from 'node:crypto';
import { ErrorCode, SSH_KEY_LIMITS, SSH_KEY_TYPES, type SshKeyType } from '@gpucloud/contracts';
import type { ParsedKey } from 'ssh2';
import { AppError } from '../../core/errors';
import { sshUtils } from './ssh2-utils';

/** A public key as the account keeps it. */
export interface CheckedSshKey {
  type: SshKeyType;
  fingerprint: string;
  /** `<type> <base64 blob>`, without the comment. */
  publicKey: string;
  comment: string;
}

function badKey(why: string): AppError {
  return new AppError(ErrorCode.ILLEGAL_BODY, `illegal request body: public_key: ${why}`);
}

/** As `ssh-keygen -l` prints it: SHA256: and the unpadded base64 of the blob's digest. */
export function sshFingerprint(blob: Buffer): string {
  return `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
}

function isAccepted(type: string): type is SshKeyType {
  return (SSH_KEY_TYPES as readonly string[]).includes(type);
}

function rsaBits(key: ParsedKey): number {
  return createPublicKey(key.getPublicPEM()).asymmetricKeyDetails?.modulusLength ?? 0;
}

/**
 * One OpenSSH public key line, parsed and checked by ssh2's own parser (the one the gateway
 * verifies signatures with): ed25519, ECDSA nistp256/384/521, RSA of 2048 bits or more. Every
 * refusal is 100021 naming public_key with what is wrong.
 */
export function checkSshPublicKey(text: string): CheckedSshKey {
  if (/PRIVATE KEY/.test(text))
    throw badKey(
      'this is a private key: paste the public key (the .pub file) and keep the private one secret',
    );
  const lines = text
    .trim()
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  if (lines.length > 1) throw badKey('must be one key: paste a single line of a .pub file');
  const line = (lines[0] ?? '').trim();
  const parsed = sshUtils.parseKey(line);
  if (parsed instanceof Error || Array.isArray(parsed))
    throw badKey(
      'is not an OpenSSH public key: paste the line of a .pub file, e.g. ssh-ed25519 AAAA... you@host',
    );
  if (parsed.isPrivateKey())
    throw badKey(
      'this is a private key: paste the public key (the .pub file) and keep the private one secret',
    );
  if (parsed.type === 'ssh-dss')
    throw badKey('DSA keys are not accepted: make an ed25519 key (ssh-keygen -t ed25519)');
  if (!isAccepted(parsed.type))
    throw badKey(`${parsed.type} keys are not accepted: use ed25519, ECDSA or RSA (2048 bits or more)`);
  if (parsed.type === 'ssh-rsa') {
    const bits = rsaBits(parsed);
    if (bits < SSH_KEY_LIMITS.rsaMinBits)
      throw badKey(`an RSA key must have at least ${SSH_KEY_LIMITS.rsaMinBits} bits (this one has ${bits})`);
  }
  const blob = parsed.getPublicSSH();
  return {
    type: parsed.type,
    fingerprint: sshFingerprint(blob),
    publicKey: `${parsed.type} ${blob.toString('base64')}`,
    comment: parsed.comment.slice(0, 200),
  };
}

/**
 * Whether a stored key is the one a client offers (`blob`) and, when the client signed, whether
 * the signature over `signed` is that key's (ssh2's server gives the data, signature and hash).
 */
export function keyProves(
  publicKey: string,
  offered: { blob: Buffer; signed?: Buffer; signature?: Buffer; hashAlgo?: string },
): boolean {
  const parsed = sshUtils.parseKey(publicKey);
  if (parsed instanceof Error || Array.isArray(parsed)) return false;
  if (!parsed.getPublicSSH().equals(offered.blob)) return false;
  if (!offered.signature) return true;
  if (!offered.signed) return false;
  return parsed.verify(offered.signed, offered.signature, offered.hashAlgo) === true;
}
