import { afterEach, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../testing/fakes/s3/fake-s3-server';
import { newFileKey } from './file-store';
import { S3Error, S3FileStore } from './s3-file-store';
import { amzDateOf, sha256Hex, signV4 } from './sigv4';

const SETTINGS = {
  bucket: 'gpucloud-files',
  region: 'cn-north-1',
  accessKeyId: 'AKIDFAKES3',
  secretAccessKey: 'fake/secret+key',
};

const servers: FakeS3[] = [];

async function setup(overrides: Partial<typeof SETTINGS> = {}, listPageSize?: number) {
  const fake = await startFakeS3({ ...SETTINGS, ...(listPageSize ? { listPageSize } : {}) });
  servers.push(fake);
  const store = new S3FileStore({ ...SETTINGS, endpoint: fake.endpoint, ...overrides });
  return { fake, store };
}

afterEach(async () => {
  for (const fake of servers.splice(0)) await fake.close();
});

describe('S3FileStore against a fake S3 that checks every signature', () => {
  it('puts, gets and deletes an object with signed requests', async () => {
    const { fake, store } = await setup();
    const key = newFileKey();
    const bytes = Buffer.from('%PDF-1.7\n\u00e9 binary \u0000 bytes');
    await store.put(key, bytes, { contentType: 'application/pdf' });
    expect(fake.objects.get(key)).toEqual({ bytes, contentType: 'application/pdf' });
    expect(await store.get(key)).toEqual({ bytes, contentType: 'application/pdf' });
    await store.delete(key);
    expect(fake.objects.has(key)).toBe(false);
    expect(fake.refusals).toEqual([]);
  });

  it('answers null for a missing object and deletes a missing object quietly', async () => {
    const { fake, store } = await setup();
    const key = newFileKey();
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
    expect(fake.refusals).toEqual(['404 NoSuchKey']);
  });

  it('stores an empty file', async () => {
    const { store } = await setup();
    const key = newFileKey();
    await store.put(key, Buffer.alloc(0), { contentType: 'text/plain; charset=utf-8' });
    expect(await store.get(key)).toEqual({
      bytes: Buffer.alloc(0),
      contentType: 'text/plain; charset=utf-8',
    });
  });

  it('is refused with SignatureDoesNotMatch when signing with the wrong secret', async () => {
    const { fake, store } = await setup({ secretAccessKey: 'not-the-secret' });
    const put = store.put(newFileKey(), Buffer.from('x'), { contentType: 'text/plain' });
    await expect(put).rejects.toBeInstanceOf(S3Error);
    await expect(store.get(newFileKey())).rejects.toMatchObject({
      status: 403,
      s3Code: 'SignatureDoesNotMatch',
    });
    expect(fake.refusals).toEqual(['403 SignatureDoesNotMatch', '403 SignatureDoesNotMatch']);
    expect(fake.objects.size).toBe(0);
  });

  it('is refused with InvalidAccessKeyId for an unknown key id', async () => {
    const { store } = await setup({ accessKeyId: 'AKIDUNKNOWN' });
    await expect(store.get(newFileKey())).rejects.toMatchObject({
      status: 403,
      s3Code: 'InvalidAccessKeyId',
    });
  });

  it('is refused when signed for another region (the scope is part of the signature)', async () => {
    const { store } = await setup({ region: 'us-east-1' });
    await expect(store.get(newFileKey())).rejects.toMatchObject({ s3Code: 'AuthorizationHeaderMalformed' });
  });

  it('has a correctly signed request accepted by the fake, and refused once a signed part changes', async () => {
    const { fake } = await setup();
    const path = `/${SETTINGS.bucket}/${newFileKey()}`;
    const body = Buffer.from('hello');
    const headers = {
      host: new URL(fake.endpoint).host,
      'content-type': 'text/plain',
      'x-amz-date': amzDateOf(new Date()),
      'x-amz-content-sha256': sha256Hex(body),
    };
    const { authorization } = signV4(
      { method: 'PUT', path, query: [], headers, payloadHash: headers['x-amz-content-sha256'] },
      SETTINGS,
      { region: SETTINGS.region, service: 's3', amzDate: headers['x-amz-date'] },
    );
    const send = (changes: Record<string, string>, sent = body) =>
      fetch(`${fake.endpoint}${path}`, {
        method: 'PUT',
        headers: { ...headers, authorization, ...changes },
        body: sent,
      });

    const swapped = await send({ 'content-type': 'text/html' });
    expect(swapped.status).toBe(403);
    expect(await swapped.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    const otherBody = await send({}, Buffer.from('HELLO'));
    expect(otherBody.status).toBe(400);
    expect(await otherBody.text()).toContain('<Code>XAmzContentSHA256Mismatch</Code>');
    expect(fake.objects.size).toBe(0);
    expect((await send({})).status).toBe(200);
    expect(fake.objects.size).toBe(1);
  });

  it('refuses keys that are not ours before sending anything', async () => {
    const { fake, store } = await setup();
    await expect(store.get('../other-bucket/x')).rejects.toThrow('not a file key');
    expect(fake.refusals).toEqual([]);
  });

  it('lists every key with its LastModified across pages (ListObjectsV2), and nothing that is not a key', async () => {
    const { fake, store } = await setup({}, 2);
    const keys = [newFileKey(), newFileKey(), newFileKey(), newFileKey(), newFileKey()];
    for (const key of keys) await store.put(key, Buffer.from(key), { contentType: 'text/plain' });
    const written = new Date('2026-01-02T03:04:05.000Z');
    fake.modified.set(keys[0] as string, written);
    // Another application's object in a shared bucket is not ours to list.
    fake.objects.set('backups/db.sql', { bytes: Buffer.from('x'), contentType: 'text/plain' });
    fake.modified.set('backups/db.sql', new Date());

    const listed = [];
    for await (const entry of store.list()) listed.push(entry);
    expect(listed.map((entry) => entry.key)).toEqual([...keys].sort());
    expect(listed.find((entry) => entry.key === keys[0])?.storedAt).toEqual(written);
    expect(fake.refusals).toEqual([]);
  });

  it('lists nothing in an empty bucket', async () => {
    const { store } = await setup();
    const listed = [];
    for await (const entry of store.list()) listed.push(entry);
    expect(listed).toEqual([]);
  });
});
