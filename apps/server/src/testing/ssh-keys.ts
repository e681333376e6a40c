import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function sshString(bytes: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes.length);
  return Buffer.concat([length, bytes]);
}

/** A fresh ed25519 public key in OpenSSH form, made with node:crypto (fast: tests make many). */
export function ed25519PublicKey(comment = 'test@gpucloud'): string {
  const { publicKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  const blob = Buffer.concat([sshString(Buffer.from('ssh-ed25519')), sshString(raw)]);
  return `ssh-ed25519 ${blob.toString('base64')} ${comment}`;
}

/**
 * A key pair made by OpenSSH's ssh-keygen in a fresh folder: the private key's path (for `ssh -i`),
 * the public key's line and its fingerprint as ssh-keygen prints it. `remove` deletes the folder.
 */
export function sshKeygen(type: string, bits?: number, comment = 'test@gpucloud') {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gpucloud-sshkey-'));
  const file = path.join(dir, 'id');
  const size = bits === undefined ? [] : ['-b', String(bits)];
  execFileSync('ssh-keygen', ['-q', '-t', type, ...size, '-N', '', '-C', comment, '-f', file]);
  const fingerprint = execFileSync('ssh-keygen', ['-l', '-E', 'sha256', '-f', `${file}.pub`])
    .toString()
    .split(' ')[1];
  return {
    privateKeyFile: file,
    privateKey: readFileSync(file, 'utf8'),
    publicKey: readFileSync(`${file}.pub`, 'utf8').trim(),
    fingerprint: fingerprint ?? '',
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
