import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config-error';

const KEY_BYTES = 32;
const HEX_KEY = /^[0-9a-fA-F]{64}$/;
const BASE64_KEY = /^[A-Za-z0-9+/_-]{43}=?$/;
const HOW_TO_MAKE_ONE = 'generate one with `openssl rand -hex 32`';

/** DATA_ENCRYPTION_KEY's two spellings of 32 bytes: 64 hex characters, or base64 (or base64url). */
export function parseDataKey(raw: string, source = 'DATA_ENCRYPTION_KEY'): Buffer {
  const text = raw.trim();
  if (HEX_KEY.test(text)) return Buffer.from(text, 'hex');
  if (BASE64_KEY.test(text)) {
    const key = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (key.length === KEY_BYTES) return key;
  }
  throw new ConfigError(
    `${source} must be 32 bytes written as 64 hex characters or as base64 (${HOW_TO_MAKE_ONE}); the value given is neither`,
  );
}

export function dataKeyFile(dataDir: string): string {
  return path.join(dataDir, 'secrets', 'data.key');
}

/**
 * The key file of a server without DATA_ENCRYPTION_KEY, made on first start (owner-only) and read on
 * every later one. It is created under a temporary name and linked into place, so two processes
 * starting together on one DATA_DIR end up with the same key and never read half a file.
 */
export function loadOrCreateKeyFile(file: string): Buffer {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, `${randomBytes(KEY_BYTES).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  return parseDataKey(readFileSync(file, 'utf8'), `the key file ${file}`);
}

/**
 * The key that seals personal data at rest (TOTP secrets; later ID numbers and bank cards). A
 * production server must be given it: a key made on one machine's disk would leave the others, and
 * any restored backup, unable to read what it sealed.
 */
export function resolveDataKey(
  raw: string | undefined,
  opts: { dataDir: string; production: boolean },
): Buffer {
  if (raw !== undefined && raw.trim() !== '') return parseDataKey(raw);
  if (opts.production)
    throw new ConfigError(
      `NODE_ENV=production needs DATA_ENCRYPTION_KEY, the key personal data is encrypted with (${HOW_TO_MAKE_ONE}, keep it with the database backups; every server process must use the same one)`,
    );
  return loadOrCreateKeyFile(dataKeyFile(opts.dataDir));
}
