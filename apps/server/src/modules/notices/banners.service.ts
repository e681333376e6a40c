import type { BannerInput, OpsBanner } from '@gpucloud/contracts';
import type { StaffActor } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { recordAudit } from '../staff';
import {
  type BannerRow,
  deleteBanner as deleteBannerRow,
  findBannerForUpdate,
  insertHiddenBanner,
  listBannersForStaff,
  lockAllBanners,
  updateBanner as updateBannerRow,
} from './banners.repository';
import { assertBannerShowable, bannerColumns, bannerMissingLanguages } from './notice-texts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export function toOpsBanner(row: BannerRow): OpsBanner {
  return {
    Id: row.id,
    TitleEn: row.titleEn,
    TitleZh: row.titleZh,
    SubtitleEn: row.subtitleEn,
    SubtitleZh: row.subtitleZh,
    Link: row.link,
    SingleLanguage: row.singleLanguage,
    Missing: bannerMissingLanguages(row),
    SortOrder: row.sortOrder,
    Active: row.active,
  };
}

/** What the audit trail keeps of a banner. */
const audited = ({ Missing: _, Id: __, ...kept }: OpsBanner) => kept;

function audit(
  tx: Db,
  actor: StaffActor,
  at: Date,
  id: number,
  before: BannerRow | null,
  after: BannerRow | null,
) {
  return recordAudit(tx, {
    ...actor,
    at,
    objectType: 'banner',
    objectId: id,
    before: before && audited(toOpsBanner(before)),
    after: after && audited(toOpsBanner(after)),
  });
}

export async function listStaffBanners(deps: Pick<AppDeps, 'db'>): Promise<{ data: OpsBanner[] }> {
  return { data: (await listBannersForStaff(deps.db)).map(toOpsBanner) };
}

/** A new banner goes last and hidden: staff activate it once it reads well in both languages. */
export async function createBanner(deps: Deps, actor: StaffActor, input: BannerInput): Promise<OpsBanner> {
  return deps.db.transaction(async (tx) => {
    const row = await insertHiddenBanner(tx, bannerColumns(input));
    await audit(tx, actor, deps.clock.now(), row.id, null, row);
    return toOpsBanner(row);
  });
}

/** Runs `change` on the locked banner and audits it before and after; null from `change` writes nothing. */
async function changeBanner(
  deps: Deps,
  actor: StaffActor,
  id: number,
  change: (tx: Db, row: BannerRow) => Promise<BannerRow | null>,
): Promise<OpsBanner> {
  return deps.db.transaction(async (tx) => {
    const before = await findBannerForUpdate(tx, id);
    if (!before) throw refused('banner not found');
    const after = await change(tx, before);
    if (!after) return toOpsBanner(before);
    await audit(tx, actor, deps.clock.now(), id, before, after);
    return toOpsBanner(after);
  });
}

const sameColumns = (row: BannerRow, columns: ReturnType<typeof bannerColumns>) =>
  (Object.keys(columns) as (keyof typeof columns)[]).every((key) => row[key] === columns[key]);

/** New texts, link or mark; a banner on the store keeps what it needs to stay there. */
export async function updateBanner(deps: Deps, actor: StaffActor, input: BannerInput & { id: number }) {
  return changeBanner(deps, actor, input.id, async (tx, before) => {
    const columns = bannerColumns(input);
    if (sameColumns(before, columns)) return null;
    if (before.active) assertBannerShowable(columns);
    return updateBannerRow(tx, before.id, columns);
  });
}

/** Shows a banner on the store: it needs a title in both languages, or one and the mark (1 names the field). */
export async function activateBanner(deps: Deps, actor: StaffActor, id: number) {
  return changeBanner(deps, actor, id, async (tx, before) => {
    if (before.active) throw refused('the banner is already active');
    assertBannerShowable(before);
    return updateBannerRow(tx, before.id, { active: true });
  });
}

export async function deactivateBanner(deps: Deps, actor: StaffActor, id: number) {
  return changeBanner(deps, actor, id, async (tx, before) => {
    if (!before.active) throw refused('the banner is not active');
    return updateBannerRow(tx, before.id, { active: false });
  });
}

/**
 * Numbers the banners 1, 2, 3... in the order given, which names every banner once (a list made
 * before another staff member added or deleted one is refused rather than half applied).
 */
export async function reorderBanners(deps: Deps, actor: StaffActor, ids: readonly number[]) {
  return deps.db.transaction(async (tx) => {
    const rows = await lockAllBanners(tx);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const named = new Set(ids);
    if (named.size !== ids.length || ids.length !== rows.length || ids.some((id) => !byId.has(id)))
      throw refused('ids must name every banner once; reload the list and try again');
    const now = deps.clock.now();
    const ordered: BannerRow[] = [];
    for (const [index, id] of ids.entries()) {
      const before = byId.get(id) as BannerRow;
      const sortOrder = index + 1;
      if (before.sortOrder === sortOrder) {
        ordered.push(before);
        continue;
      }
      const after = await updateBannerRow(tx, id, { sortOrder });
      await audit(tx, actor, now, id, before, after);
      ordered.push(after);
    }
    return { data: ordered.map(toOpsBanner) };
  });
}

export async function deleteBanner(deps: Deps, actor: StaffActor, id: number): Promise<{ Id: number }> {
  return deps.db.transaction(async (tx) => {
    const before = await findBannerForUpdate(tx, id);
    if (!before) throw refused('banner not found');
    await deleteBannerRow(tx, id);
    await audit(tx, actor, deps.clock.now(), id, before, null);
    return { Id: id };
  });
}
