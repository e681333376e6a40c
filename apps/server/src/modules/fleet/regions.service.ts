import {
  type FleetRegion,
  Reason,
  type RegionCreateRequest,
  type RegionRenameRequest,
} from '@gpucloud/contracts';
import type { StaffActor } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { isUniqueViolation } from '../../core/pg-errors';
import { recordAudit } from '../staff';
import {
  findRegion,
  insertRegion,
  listRegionsWithHostCounts,
  type RegionRow,
  updateRegion,
} from './regions.repository';

const CODE_TAKEN = 'a region with this code exists already';

function auditValues(region: Pick<RegionRow, 'code' | 'name' | 'nameEn' | 'sortOrder'>) {
  return { Code: region.code, Name: region.name, NameEn: region.nameEn, SortOrder: region.sortOrder };
}

export async function listRegions(deps: Pick<AppDeps, 'db'>): Promise<{ data: FleetRegion[] }> {
  const rows = await listRegionsWithHostCounts(deps.db);
  return { data: rows.map(({ region, hosts }) => ({ Id: region.id, ...auditValues(region), Hosts: hosts })) };
}

export async function createRegion(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: RegionCreateRequest,
): Promise<{ Id: number }> {
  try {
    return await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const region = await insertRegion(tx, {
        code: input.code,
        name: input.name,
        nameEn: input.name_en,
        sortOrder: input.sort_order,
      });
      await recordAudit(tx, {
        ...actor,
        at: now,
        objectType: 'region',
        objectId: region.id,
        before: null,
        after: auditValues(region),
      });
      return { Id: region.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(CODE_TAKEN);
    throw error;
  }
}

/** New names (and place in the list) for a region; its code stays, since the store filters by it. */
export async function renameRegion(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: RegionRenameRequest,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const region = await findRegion(tx, input.region_id, { forUpdate: true });
    if (!region) throw refused(Reason.NOT_FOUND);
    const changed = {
      ...region,
      name: input.name,
      nameEn: input.name_en,
      sortOrder: input.sort_order ?? region.sortOrder,
    };
    await updateRegion(tx, region.id, {
      name: changed.name,
      nameEn: changed.nameEn,
      sortOrder: changed.sortOrder,
    });
    await recordAudit(tx, {
      ...actor,
      at: deps.clock.now(),
      objectType: 'region',
      objectId: region.id,
      before: auditValues(region),
      after: auditValues(changed),
    });
  });
}
