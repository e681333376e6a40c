import { createHash } from 'node:crypto';
import { type Envelope, ErrorCode, type OpsSoftwareFile, softwareEndpoints } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { zipArchive } from '../../core/files/zip-archive';
import { dbFingerprint } from '../../testing/db-fingerprint';
import { auditRowsOf, expectRolesRefused, openSupportConsole } from '../../testing/ops-content';
import { multipartFile } from '../../testing/work-orders';

/** Software downloads (issue 18 point 4): server-computed SHA-256, resumable ranges, support's side. */
const { app, support } = await openSupportConsole();

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function upload(bytes: Buffer, filename: string) {
  const { payload, contentType } = multipartFile(bytes, filename);
  const raw = await app.server.inject({
    method: 'POST',
    url: '/api/ops/software/upload_file',
    headers: { authorization: `Bearer ${support}`, 'content-type': contentType },
    payload,
  });
  return raw.json<Envelope<OpsSoftwareFile>>();
}

const download = (id: number, headers: Record<string, string> = {}) =>
  app.server.inject({ method: 'GET', url: `/api/software/download/${id}`, headers });

/** A published product with one release of `bytes`; answers the release as the public list shows it. */
async function publishedRelease(bytes: Buffer) {
  const product = await app.call(softwareEndpoints.opsSave, {
    session: support,
    name: '命令行工具',
    name_en: 'Command-line tool',
    description: '管理实例',
    description_en: 'Manage instances',
  });
  const file = await upload(bytes, 'gpucloud-cli.zip');
  expect(file.status, file.reason).toBe(0);
  const release = await app.call(softwareEndpoints.opsAddRelease, {
    session: support,
    product_id: product.body.data.id,
    file_id: file.data.file_id,
    version: '1.0.0',
    platform: 'linux',
    arch: 'x86_64',
    notes: '首个版本',
    notes_en: 'First release',
  });
  expect(release.body.status, release.body.reason).toBe(0);
  const published = await app.post('/ops/software/set_published', {
    session: support,
    id: product.body.data.id,
    published: true,
  });
  expect(published.body.status, published.body.reason).toBe(0);
  return { productId: product.body.data.id, releaseId: release.body.data.id, file: file.data };
}

const archive = zipArchive([
  { name: 'README.txt', data: Buffer.from(`GPU Cloud CLI ${'—'.repeat(400)}\n`) },
  { name: 'bin/gpucloud', data: Buffer.from('#!/bin/sh\necho gpucloud\n'.repeat(50)) },
]);

describe('software downloads', () => {
  it('computes the SHA-256 on upload and lists the published release with it', async () => {
    const { releaseId, file } = await publishedRelease(archive);
    expect(file).toMatchObject({ file_kind: 'zip', size: archive.length, sha256: sha256(archive) });
    const list = await app.call(softwareEndpoints.list, {});
    const release = list.body.data.products.flatMap((p) => p.releases).find((r) => r.id === releaseId);
    expect(release).toMatchObject({
      sha256: sha256(archive),
      size: archive.length,
      file_name: 'gpucloud-cli.zip',
    });
    expect(release?.download_url).toBe(`/api/software/download/${releaseId}`);
  });

  it('serves the whole file, a first range, a middle range and a suffix, and 416 past the end', async () => {
    const { releaseId } = await publishedRelease(archive);
    const size = archive.length;
    const full = await download(releaseId, { 'accept-encoding': 'gzip' });
    expect(full.statusCode).toBe(200);
    expect(full.rawPayload.equals(archive)).toBe(true);
    expect(full.headers).toMatchObject({
      'content-length': String(size),
      'accept-ranges': 'bytes',
      etag: `"${sha256(archive)}"`,
      'content-type': 'application/zip',
    });
    expect(String(full.headers['content-disposition'])).toMatch(/^attachment; filename="gpucloud-cli.zip"/);
    expect(full.headers['content-encoding']).not.toBe('gzip');

    const first = await download(releaseId, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(first.rawPayload.equals(archive.subarray(0, 100))).toBe(true);

    const middle = await download(releaseId, { range: 'bytes=100-' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-length']).toBe(String(size - 100));
    expect(Buffer.concat([first.rawPayload, middle.rawPayload]).equals(archive)).toBe(true);

    const suffix = await download(releaseId, { range: 'bytes=-10' });
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(suffix.rawPayload.equals(archive.subarray(size - 10))).toBe(true);

    const past = await download(releaseId, { range: `bytes=${size}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('honours If-Range: the same ETag resumes, another one gets the whole file', async () => {
    const { releaseId } = await publishedRelease(archive);
    const etag = `"${sha256(archive)}"`;
    const resumed = await download(releaseId, { range: 'bytes=10-19', 'if-range': etag });
    expect(resumed.statusCode).toBe(206);
    const changed = await download(releaseId, { range: 'bytes=10-19', 'if-range': `"${'0'.repeat(64)}"` });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(archive)).toBe(true);
  });

  it('hides an unpublished product and its files; deleting a release removes its file', async () => {
    const { productId, releaseId } = await publishedRelease(archive);
    await app.post('/ops/software/set_published', { session: support, id: productId, published: 'false' });
    expect((await download(releaseId)).statusCode).toBe(404);
    const list = await app.call(softwareEndpoints.list, {});
    expect(list.body.data.products.some((p) => p.id === productId)).toBe(false);

    const deleted = await app.post('/ops/software/delete_release', { session: support, id: releaseId });
    expect(deleted.body.status).toBe(0);
    expect((await auditRowsOf(app, 'software_release', releaseId)).length).toBe(2);
    const ops = await app.call(softwareEndpoints.opsList, { session: support });
    expect(ops.body.data.products.find((p) => p.id === productId)?.releases).toEqual([]);
  });

  it('refuses a file of another kind by its bytes, and one too large, storing nothing', async () => {
    const before = await dbFingerprint(app.deps.db);
    const script = await upload(Buffer.from('#!/bin/sh\nrm -rf /\n'), 'setup.exe');
    expect(script.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(script.reason).toContain(
      'file: the file is not a zip, tar.gz, exe, msi, dmg, deb, rpm or AppImage file',
    );
    const big = Buffer.alloc(64 * 1024 * 1024 + 1);
    big.write('MZ');
    const tooLarge = await upload(big, 'huge.exe');
    expect(tooLarge.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(tooLarge.reason).toContain('file: the file is larger than 64 MB');
    expect(await dbFingerprint(app.deps.db)).toEqual(before);
  }, 60_000);

  it('accepts a 2 MB installer (above the 1 MB body limit of other routes) and names it by its kind', async () => {
    const exe = Buffer.alloc(2 * 1024 * 1024, 7);
    exe.write('MZ');
    const file = await upload(exe, 'setup.zip');
    expect(file.status, file.reason).toBe(0);
    expect(file.data).toMatchObject({ file_kind: 'exe', file_name: 'setup.exe', sha256: sha256(exe) });
  });

  it('refuses a release of a file already used, an unknown product, and other roles', async () => {
    const { productId, file } = await publishedRelease(archive);
    const again = await app.post('/ops/software/add_release', {
      session: support,
      product_id: productId,
      file_id: file.file_id,
      version: '1.0.1',
      platform: 'linux',
      arch: 'x86_64',
      notes: 'n',
      notes_en: 'n',
    });
    expect(again.body).toMatchObject({ status: ErrorCode.REFUSED });
    expect(again.body.reason).toContain('file_id:');
    const missing = await app.post('/ops/software/save_product', {
      session: support,
      id: 999_999,
      name: 'x',
      name_en: 'x',
      description: 'x',
      description_en: 'x',
    });
    expect(missing.body.reason).toBe('product not found');
    await expectRolesRefused(app, '/ops/software/set_published', { id: productId, published: false }, [
      'finance',
      'reviewer',
      'fleet',
    ]);
  });
});
