import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../config-error';
import { dataKeyFile, parseDataKey, resolveDataKey } from './data-key';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function setup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gpucloud-data-key-'));
  dirs.push(dataDir);
  return { dataDir, file: dataKeyFile(dataDir) };
}

describe('parseDataKey', () => {
  const bytes = Buffer.from('0123456789abcdef0123456789abcdef', 'ascii');

  it('reads 64 hex characters, base64 and base64url of 32 bytes', () => {
    expect(parseDataKey(bytes.toString('hex'))).toEqual(bytes);
    expect(parseDataKey(bytes.toString('hex').toUpperCase())).toEqual(bytes);
    expect(parseDataKey(bytes.toString('base64'))).toEqual(bytes);
    expect(parseDataKey(` ${bytes.toString('base64url')}\n`)).toEqual(bytes);
  });

  it.each([
    '',
    'abc',
    'ab'.repeat(31),
    'ab'.repeat(33),
    'zz'.repeat(32),
    Buffer.alloc(16).toString('base64'),
  ])('refuses %j with a message naming the variable and how to make a key', (raw) => {
    expect(() => parseDataKey(raw)).toThrow(ConfigError);
    expect(() => parseDataKey(raw)).toThrow(/DATA_ENCRYPTION_KEY must be 32 bytes .*openssl rand -hex 32/);
  });
});

describe('resolveDataKey', () => {
  it('uses DATA_ENCRYPTION_KEY and writes no file', () => {
    const { dataDir } = setup();
    const key = resolveDataKey('11'.repeat(32), { dataDir, production: true });
    expect(key.toString('hex')).toBe('11'.repeat(32));
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('outside production, makes an owner-only key file once and reuses it across restarts', () => {
    const { dataDir, file } = setup();
    const first = resolveDataKey(undefined, { dataDir, production: false });
    expect(first).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('hex'));
    expect(resolveDataKey('', { dataDir, production: false })).toEqual(first);
    expect(readdirSync(path.dirname(file))).toEqual(['data.key']);
  });

  it('names a damaged key file', () => {
    const { dataDir, file } = setup();
    resolveDataKey(undefined, { dataDir, production: false });
    writeFileSync(file, 'not a key');
    expect(() => resolveDataKey(undefined, { dataDir, production: false })).toThrow(
      `the key file ${file} must be 32 bytes`,
    );
  });

  it('refuses production without a key, and writes no file', () => {
    const { dataDir } = setup();
    expect(() => resolveDataKey(undefined, { dataDir, production: true })).toThrow(
      'NODE_ENV=production needs DATA_ENCRYPTION_KEY',
    );
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
