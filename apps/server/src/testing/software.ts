import { createHash } from 'node:crypto';
import { zipArchive } from '../core/files/zip-archive';
import { insertFile, insertProduct, insertRelease } from '../modules/software/software.repository';
import { newFileKey } from '../providers/files/file-store';
import type { TestApp } from './test-app';

/** A published product with one release of a small real zip, written through the repository. */
export async function buildPublishedRelease(app: TestApp, staffId: number): Promise<{ releaseId: number }> {
  const bytes = zipArchive([{ name: 'README.txt', data: Buffer.from('a test release\n') }]);
  const key = newFileKey();
  await app.deps.files.put(key, bytes, { contentType: 'application/zip' });
  const now = app.clock.now();
  return app.deps.db.transaction(async (tx) => {
    const product = await insertProduct(tx, {
      name: '测试工具',
      nameEn: 'Test tool',
      description: '测试',
      descriptionEn: 'Test',
      published: true,
      createdAt: now,
      updatedAt: now,
    });
    const file = await insertFile(tx, {
      fileKey: key,
      fileName: 'test-tool.zip',
      fileKind: 'zip',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      uploadedBy: staffId,
      uploadedAt: now,
    });
    const release = await insertRelease(tx, {
      productId: product.id,
      fileId: file.id,
      version: '1.0.0',
      platform: 'linux',
      arch: 'x86_64',
      notes: '首个版本',
      notesEn: 'First release',
      releasedAt: now,
    });
    return { releaseId: release.id };
  });
}
