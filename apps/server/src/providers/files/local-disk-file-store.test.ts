import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newFileKey } from './file-store';
import { LocalDiskFileStore } from './local-disk-file-store';

const roots: string[] = [];

async function setup() {
  const root = await mkdtemp(path.join(tmpdir(), 'gpucloud-files-'));
  roots.push(root);
  return { root, store: new LocalDiskFileStore(path.join(root, 'files')) };
}

afterEach(async () => {
  for (const root of roots.splice(0)) await rm(root, { recursive: true, force: true });
});

describe('LocalDiskFileStore', () => {
  it('gives back the bytes and content type it stored, and null once deleted', async () => {
    const { store } = await setup();
    const key = newFileKey();
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0a, 0x00, 0xff, 0x0a]);
    await store.put(key, bytes, { contentType: 'image/png' });
    expect(await store.get(key)).toEqual({ bytes, contentType: 'image/png' });
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
  });

  it('answers null for a key never stored and deletes a missing key quietly', async () => {
    const { store } = await setup();
    const key = newFileKey();
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('keeps files owner-only in a two-character shard, leaving no temporary file behind', async () => {
    const { root, store } = await setup();
    const key = newFileKey();
    await store.put(key, Buffer.from('hello'), { contentType: 'text/plain; charset=utf-8' });
    const shard = path.join(root, 'files', key.slice(0, 2));
    expect(await readdir(shard)).toEqual([key]);
    expect((await stat(path.join(shard, key))).mode & 0o777).toBe(0o600);
    expect((await stat(shard)).mode & 0o777).toBe(0o700);
  });

  it('replaces a file whole when a key is stored again', async () => {
    const { store } = await setup();
    const key = newFileKey();
    await store.put(key, Buffer.from('first version, longer'), { contentType: 'text/plain' });
    await store.put(key, Buffer.from('second'), { contentType: 'application/pdf' });
    expect(await store.get(key)).toEqual({ bytes: Buffer.from('second'), contentType: 'application/pdf' });
  });

  it('refuses keys that are not ours, so no name can reach outside the store', async () => {
    const { root, store } = await setup();
    await writeFile(path.join(root, 'secret'), 'x');
    for (const key of [
      '../secret',
      '../../etc/passwd',
      'AB'.repeat(16),
      `${newFileKey()}/x`,
      '',
      'a'.repeat(33),
    ]) {
      await expect(store.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
        'not a file key',
      );
      await expect(store.get(key)).rejects.toThrow('not a file key');
      await expect(store.delete(key)).rejects.toThrow('not a file key');
    }
  });

  it('refuses a content type that could break the metadata line', async () => {
    const { store } = await setup();
    await expect(
      store.put(newFileKey(), Buffer.from('x'), { contentType: 'text/plain\n{"contentType":"text/html"}' }),
    ).rejects.toThrow('not a content type');
  });

  it('lists every stored key with its write time, and nothing that is not a key', async () => {
    const { root, store } = await setup();
    expect(await listAll(store)).toEqual([]);
    const [older, newer] = [newFileKey(), newFileKey()];
    await store.put(older, Buffer.from('a'), { contentType: 'text/plain' });
    await store.put(newer, Buffer.from('b'), { contentType: 'text/plain' });
    const written = new Date('2026-01-02T03:04:05.000Z');
    await utimes(path.join(root, 'files', older.slice(0, 2), older), written, written);
    // A crash's temporary file, a stranger's file and a key in the wrong shard are not listed.
    const files = path.join(root, 'files');
    await writeFile(path.join(files, older.slice(0, 2), `${older}.1.abc.tmp`), 'x');
    await writeFile(path.join(files, 'README'), 'x');
    await mkdir(path.join(files, 'zz'));
    await writeFile(path.join(files, 'zz', newFileKey()), 'x');

    const listed = await listAll(store);
    expect(listed.map((entry) => entry.key).sort()).toEqual([older, newer].sort());
    expect(listed.find((entry) => entry.key === older)?.storedAt).toEqual(written);
  });
});

async function listAll(store: LocalDiskFileStore) {
  const entries = [];
  for await (const entry of store.list()) entries.push(entry);
  return entries;
}
