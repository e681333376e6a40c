import {
  type DatasetItem,
  type DatasetListRequest,
  datasetMountTarget,
  type InstanceDataset,
  type OpsDataset,
  type OpsSaveDatasetRequest,
} from '@gpucloud/contracts';
import type { StaffActor } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { isUniqueViolation } from '../../core/pg-errors';
import type { MachineMount } from '../../providers/compute/compute-provider';
import { recordAudit } from '../staff';
import {
  type DatasetRow,
  datasetsOfInstance,
  deleteDatasetRow,
  findDataset,
  findDatasetsByIds,
  insertDataset,
  isDatasetMounted,
  listDatasets,
  publishedDatasetFacets,
  updateDataset,
} from './datasets.repository';

function datasetOut(row: DatasetRow): DatasetItem {
  return {
    Id: row.id,
    Slug: row.slug,
    Name: row.name,
    NameEn: row.nameEn,
    Description: row.description,
    DescriptionEn: row.descriptionEn,
    SizeBytes: row.sizeBytes,
    Licence: row.licence,
    Tags: row.tags,
    Files: row.files.map((file) => ({ Name: file.name, SizeBytes: file.sizeBytes })),
  };
}

/** /dataset: published datasets only, with what the filters can offer. */
export async function publishedDatasets(
  deps: Pick<AppDeps, 'db'>,
  request: Omit<DatasetListRequest, 'session'>,
) {
  const filter = {
    publishedOnly: true,
    keyword: request.keyword,
    tag: request.tag,
    licence: request.licence,
  };
  const [{ rows, total }, facets] = await Promise.all([
    listDatasets(deps.db, filter, request.page, request.page_size),
    publishedDatasetFacets(deps.db),
  ]);
  return { data: rows.map(datasetOut), total, Tags: facets.tags, Licences: facets.licences };
}

/**
 * The published datasets a rental names, once each, in the order named; any unknown or unpublished
 * id refuses the rental, naming the field, before anything is charged. A refusal, not 100022: the
 * id is well formed (the conformance test holds every documented-valid request free of 100021/100022).
 */
export async function datasetsForRental(db: Db, ids: readonly number[] | undefined): Promise<DatasetRow[]> {
  if (!ids || ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const found = new Map((await findDatasetsByIds(db, unique)).map((row) => [row.id, row]));
  return unique.map((id) => {
    const row = found.get(id);
    if (!row?.published) throw refused(`dataset_ids: ${id} is not a published dataset`);
    return row;
  });
}

/** What the compute provider mounts: each dataset read-only at /datasets/<slug>. */
export function mountsOf(rows: ReadonlyArray<{ slug: string }>): MachineMount[] {
  return rows.map((row) => ({ source: row.slug, target: datasetMountTarget(row.slug), readOnly: true }));
}

export async function mountsOfInstance(db: Db, instanceId: number): Promise<MachineMount[]> {
  return mountsOf(await datasetsOfInstance(db, instanceId));
}

export async function instanceDatasetList(db: Db, instanceId: number): Promise<{ list: InstanceDataset[] }> {
  const rows = await datasetsOfInstance(db, instanceId);
  return {
    list: rows.map((row) => ({
      Id: row.id,
      Slug: row.slug,
      Name: row.name,
      NameEn: row.nameEn,
      Target: datasetMountTarget(row.slug),
    })),
  };
}

/* Operator console */

function opsDatasetOut(row: DatasetRow): OpsDataset {
  return { ...datasetOut(row), Published: row.published, UpdateAt: row.updatedAt.toISOString() };
}

export async function opsDatasets(
  deps: Pick<AppDeps, 'db'>,
  request: { keyword?: string; page: number; page_size: number },
) {
  const { rows, total } = await listDatasets(
    deps.db,
    { publishedOnly: false, keyword: request.keyword },
    request.page,
    request.page_size,
  );
  return { data: rows.map(opsDatasetOut), total };
}

function auditFacts(row: DatasetRow) {
  return {
    slug: row.slug,
    name_en: row.nameEn,
    licence: row.licence,
    size_bytes: row.sizeBytes,
    published: row.published,
  };
}

const slugTaken = (error: unknown) =>
  isUniqueViolation(error) ? refused('another dataset already has this slug') : error;

/** Creates (unpublished) or changes a dataset, audited; its size is the sum of its files. */
export async function saveDataset(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  body: OpsSaveDatasetRequest,
) {
  const values = {
    slug: body.slug,
    name: body.name,
    nameEn: body.name_en,
    description: body.description,
    descriptionEn: body.description_en,
    licence: body.licence,
    tags: body.tags,
    files: body.files.map((file) => ({ name: file.name, sizeBytes: file.size_bytes })),
    sizeBytes: body.files.reduce((sum, file) => sum + file.size_bytes, 0),
  };
  return deps.db
    .transaction(async (tx) => {
      const now = deps.clock.now();
      const before = body.id === undefined ? null : await findDataset(tx, body.id);
      if (body.id !== undefined && !before) throw refused('dataset not found');
      const row = before
        ? await updateDataset(tx, before.id, { ...values, updatedAt: now })
        : await insertDataset(tx, { ...values, createdAt: now, updatedAt: now });
      if (!row) throw refused('dataset not found');
      await recordAudit(tx, {
        ...actor,
        at: now,
        objectType: 'dataset',
        objectId: row.id,
        before: before ? auditFacts(before) : null,
        after: auditFacts(row),
      });
      return { Id: row.id };
    })
    .catch((error: unknown) => {
      throw slugTaken(error);
    });
}

export async function publishDataset(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  id: number,
  published: boolean,
) {
  await deps.db.transaction(async (tx) => {
    const before = await findDataset(tx, id);
    if (!before) throw refused('dataset not found');
    const now = deps.clock.now();
    await updateDataset(tx, id, { published, updatedAt: now });
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: 'dataset',
      objectId: id,
      before: { published: before.published },
      after: { published },
    });
  });
  return {};
}

/** A dataset an instance mounted stays (unpublish hides it), so every instance can still show it. */
export async function deleteDataset(deps: Pick<AppDeps, 'db' | 'clock'>, actor: StaffActor, id: number) {
  await deps.db.transaction(async (tx) => {
    const before = await findDataset(tx, id);
    if (!before) throw refused('dataset not found');
    if (await isDatasetMounted(tx, id))
      throw refused('instances have mounted this dataset: unpublish it instead');
    await deleteDatasetRow(tx, id);
    await recordAudit(tx, {
      ...actor,
      at: deps.clock.now(),
      objectType: 'dataset',
      objectId: id,
      before: auditFacts(before),
      after: null,
    });
  });
  return {};
}
