import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { utils } from './ssh2-module';

/**
 * The gateway's host key: an ed25519 key made once (node:crypto, through ssh2's OpenSSH encoder)
 * and kept in `file`, so clients that trusted it keep trusting it across restarts. Only the
 * server process may read it.
 */
export function loadOrCreateHostKey(file: string): string {
  try {
    const existing = readFileSync(file, 'utf8');
    const parsed = utils.parseKey(existing);
    if (parsed instanceof Error) throw new Error(`SSH host key ${file} cannot be read: ${parsed.message}`);
    return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const privateKey = readableNewKey();
  // 'wx': two processes starting together never overwrite each other's key.
  try {
    writeFileSync(file, privateKey, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8');
    throw error;
  }
  return privateKey;
}

/**
 * A new ed25519 key in OpenSSH form that ssh2 reads back: about one key in two hundred that its
 * encoder writes, its own parser calls malformed (measured with ssh2 1.17.0), and a server given one
 * would not start. Such a key is thrown away and another made.
 */
export function readableNewKey(): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    const { private: privateKey } = utils.generateKeyPairSync('ed25519');
    if (!(utils.parseKey(privateKey) instanceof Error)) return privateKey;
  }
  throw new Error('ssh2 could not make a readable ed25519 host key');
}
