import { createHash } from 'node:crypto';
import {
  ErrorCode,
  type OpsAddSoftwareReleaseRequest,
  type OpsSaveSoftwareProductRequest,
  type OpsSoftwareFile,
  type OpsSoftwareProduct,
  type SoftwareProduct,
  type SoftwareRelease,
} from '@gpucloud/contracts';
import type { StaffActor } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { AppError, refused } from '../../core/errors';
import { isUniqueViolation } from '../../core/pg-errors';
import { newFileKey } from '../../providers/files/file-store';
import { recordAudit } from '../staff';
import {
  countReleases,
  deleteRelease,
  findProduct,
  findRelease,
  findWaitingFile,
  insertFile,
  insertProduct,
  insertRelease,
  listProducts,
  listReleases,
  type ReleaseWithFile,
  type SoftwareProductRow,
  updateProduct,
} from './software.repository';
import type { AcceptedSoftwareFile } from './software-upload';

export const notFound = (what: string) => new AppError(ErrorCode.REFUSED, `${what} not found`, 404);

export const downloadPath = (releaseId: number) => `/api/software/download/${releaseId}`;

function releaseOut({ release, file }: ReleaseWithFile): SoftwareRelease {
  return {
    id: release.id,
    version: release.version,
    platform: release.platform,
    arch: release.arch,
    file_name: file.fileName,
    file_kind: file.fileKind,
    size: file.size,
    sha256: file.sha256,
    notes: release.notes,
    notes_en: release.notesEn,
    released_at: release.releasedAt.toISOString(),
    download_url: downloadPath(release.id),
  };
}

async function withReleases(deps: Pick<AppDeps, 'db'>, products: SoftwareProductRow[]) {
  const releases = await listReleases(
    deps.db,
    products.map((p) => p.id),
  );
  return products.map((product) => ({
    product,
    releases: releases.filter((r) => r.release.productId === product.id).map(releaseOut),
  }));
}

function productOut(product: SoftwareProductRow, releases: SoftwareRelease[]): SoftwareProduct {
  return {
    id: product.id,
    name: product.name,
    name_en: product.nameEn,
    description: product.description,
    description_en: product.descriptionEn,
    releases,
  };
}

/** /software: the published products that have a release. */
export async function publishedSoftware(deps: Pick<AppDeps, 'db'>): Promise<{ products: SoftwareProduct[] }> {
  const rows = await withReleases(deps, await listProducts(deps.db, true));
  return {
    products: rows
      .filter(({ releases }) => releases.length > 0)
      .map(({ product, releases }) => productOut(product, releases)),
  };
}

export async function allSoftware(deps: Pick<AppDeps, 'db'>): Promise<{ products: OpsSoftwareProduct[] }> {
  const rows = await withReleases(deps, await listProducts(deps.db, false));
  return {
    products: rows.map(({ product, releases }) => ({
      ...productOut(product, releases),
      published: product.published,
      updated_at: product.updatedAt.toISOString(),
    })),
  };
}

export async function saveProduct(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  body: OpsSaveSoftwareProductRequest,
) {
  const now = deps.clock.now();
  const values = {
    name: body.name,
    nameEn: body.name_en,
    description: body.description,
    descriptionEn: body.description_en,
    updatedAt: now,
  };
  return deps.db.transaction(async (tx) => {
    const before = body.id === undefined ? null : await findProduct(tx, body.id, true);
    if (body.id !== undefined && !before) throw notFound('product');
    const id = before ? before.id : (await insertProduct(tx, { ...values, createdAt: now })).id;
    if (before) await updateProduct(tx, id, values);
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: 'software_product',
      objectId: String(id),
      before: before ? { name: before.name, name_en: before.nameEn } : null,
      after: { name: body.name, name_en: body.name_en },
    });
    return { id };
  });
}

export async function setPublished(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  id: number,
  published: boolean,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const product = await findProduct(tx, id, true);
    if (!product) throw notFound('product');
    if (published && (await countReleases(tx, id)) === 0)
      throw refused('published: add a release before publishing the product');
    await updateProduct(tx, id, { published, updatedAt: now });
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: 'software_product',
      objectId: String(id),
      before: { published: product.published },
      after: { published },
    });
  });
  return {};
}

/**
 * Stores an uploaded release file and its SHA-256, computed here from the bytes stored. The bytes go
 * first under a fresh key: a crash between the two leaves an orphan file, never a row without bytes.
 */
export async function storeUpload(
  deps: Pick<AppDeps, 'db' | 'clock' | 'files'>,
  actor: StaffActor,
  upload: AcceptedSoftwareFile,
): Promise<OpsSoftwareFile> {
  const key = newFileKey();
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  await deps.files.put(key, upload.bytes, { contentType: upload.contentType });
  const row = await insertFile(deps.db, {
    fileKey: key,
    fileName: upload.fileName,
    fileKind: upload.kind,
    size: upload.bytes.length,
    sha256,
    uploadedBy: actor.staff.staffId,
    uploadedAt: deps.clock.now(),
  });
  return { file_id: row.id, file_name: row.fileName, file_kind: row.fileKind, size: row.size, sha256 };
}

export async function addRelease(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  body: OpsAddSoftwareReleaseRequest,
) {
  const now = deps.clock.now();
  return deps.db
    .transaction(async (tx) => {
      if (!(await findProduct(tx, body.product_id, true))) throw notFound('product');
      const file = await findWaitingFile(tx, body.file_id);
      if (!file) throw refused('file_id: not an uploaded file waiting for its release');
      const release = await insertRelease(tx, {
        productId: body.product_id,
        fileId: file.id,
        version: body.version,
        platform: body.platform,
        arch: body.arch,
        notes: body.notes,
        notesEn: body.notes_en,
        releasedAt: now,
      });
      await updateProduct(tx, body.product_id, { updatedAt: now });
      await recordAudit(tx, {
        ...actor,
        at: now,
        objectType: 'software_release',
        objectId: String(release.id),
        before: null,
        after: {
          product_id: body.product_id,
          version: body.version,
          platform: body.platform,
          arch: body.arch,
          sha256: file.sha256,
        },
      });
      return { id: release.id };
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error)
        ? refused('version: this product already has this version for this platform and architecture')
        : error;
    });
}

/** Deletes a release and its file row, then the bytes once that has committed. */
export async function removeRelease(
  deps: Pick<AppDeps, 'db' | 'clock' | 'files' | 'log'>,
  actor: StaffActor,
  id: number,
) {
  const now = deps.clock.now();
  const fileKey = await deps.db.transaction(async (tx) => {
    const found = await findRelease(tx, id);
    if (!found) throw notFound('release');
    await deleteRelease(tx, found.release);
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: 'software_release',
      objectId: String(id),
      before: { version: found.release.version, platform: found.release.platform, sha256: found.file.sha256 },
      after: null,
    });
    return found.file.fileKey;
  });
  await deps.files
    .delete(fileKey)
    .catch((error: unknown) =>
      deps.log.warn({ err: error, releaseId: id }, 'release file bytes not deleted'),
    );
  return {};
}
