import type {
  Language,
  OpsCreateScoreItemRequest,
  OpsScoreItem,
  OpsUpdateScoreItemRequest,
} from '@gpucloud/contracts';
import { fenToYuan } from '@gpucloud/domain';
import type { StaffActor } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import type { scoreRedemptions } from '../../db/schema/points/points.table';
import { findGroup } from '../coupons';
import { storageDayDate } from '../disks';
import { recordAudit } from '../staff';
import { findPointsAccount } from './points.repository';
import { pointsLedgerPage } from './points.service';
import {
  findItem,
  insertItem,
  listItems,
  listRedemptions,
  lockItem,
  type ScoreItemRow,
  updateItem,
} from './score-items.repository';
import { itemOut } from './score-store.service';

/** The staff side of the score store (support): items, stock, publication, redemptions; audited. */

const OBJECT = 'score_item';

type ScoreRedemptionRow = typeof scoreRedemptions.$inferSelect;

function opsItemOut(row: { item: ScoreItemRow; couponName: string | null; redeemed: number }): OpsScoreItem {
  return {
    ...itemOut(row.item, row.couponName),
    published: row.item.published,
    redeemed: Number(row.redeemed),
    updated_at: row.item.updatedAt.toISOString(),
  };
}

/** What the audit keeps of an item. */
function audited(item: ScoreItemRow) {
  return {
    name: item.name,
    name_en: item.nameEn,
    cost_points: item.costPoints,
    stock: item.stock,
    per_person_limit: item.perPersonLimit,
    published: item.published,
  };
}

export async function opsItems(deps: Pick<AppDeps, 'db'>) {
  const rows = await listItems(deps.db, { publishedOnly: false });
  return { list: rows.map(opsItemOut) };
}

async function answer(db: Db, itemId: number): Promise<OpsScoreItem> {
  const row = await findItem(db, itemId);
  if (!row) throw refused('item_id: no such item');
  return opsItemOut(row);
}

export async function createItem(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: OpsCreateScoreItemRequest,
) {
  if (input.kind === 'coupon' && !(await findGroup(deps.db, input.coupon_group_id)))
    throw refused('coupon_group_id: no such coupon group');
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const id = await insertItem(tx, {
      name: input.name,
      nameEn: input.name_en,
      description: input.description,
      descriptionEn: input.description_en,
      kind: input.kind,
      voucherFen: input.kind === 'voucher' ? input.voucher_amount : null,
      couponGroupId: input.kind === 'coupon' ? input.coupon_group_id : null,
      storageGb: input.kind === 'file_storage' ? input.storage_gb : null,
      storageDays: input.kind === 'file_storage' ? input.storage_days : null,
      costPoints: input.cost_points,
      stock: input.stock,
      perPersonLimit: input.per_person_limit,
      published: false,
      createdAt: now,
      updatedAt: now,
    });
    const { session: _session, ...asked } = input;
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: OBJECT,
      objectId: id,
      before: null,
      after: asked,
    });
    return { id };
  });
}

/** Changes an item under its row lock, audited with what it was and what it became. */
async function changeItem(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  itemId: number,
  change: (item: ScoreItemRow) => Partial<ScoreItemRow>,
): Promise<OpsScoreItem> {
  await deps.db.transaction(async (tx) => {
    const item = await lockItem(tx, itemId);
    if (!item) throw refused('item_id: no such item');
    const now = deps.clock.now();
    const values = { ...change(item), updatedAt: now };
    await updateItem(tx, itemId, values);
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: OBJECT,
      objectId: itemId,
      before: audited(item),
      after: audited({ ...item, ...values }),
    });
  });
  return answer(deps.db, itemId);
}

export function updateScoreItem(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: OpsUpdateScoreItemRequest,
) {
  return changeItem(deps, actor, input.item_id, (item) => {
    // An account holds one coupon of a group (the coupons module's rule).
    if (item.kind === 'coupon' && input.per_person_limit !== 1)
      throw refused('per_person_limit: must be 1 for a coupon item');
    return {
      name: input.name,
      nameEn: input.name_en,
      description: input.description,
      descriptionEn: input.description_en,
      costPoints: input.cost_points,
      perPersonLimit: input.per_person_limit,
    };
  });
}

export function addStock(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: { item_id: number; add: number },
) {
  return changeItem(deps, actor, input.item_id, (item) => {
    if (item.stock + input.add > 1_000_000) throw refused('add: the stock may hold at most 1000000');
    return { stock: item.stock + input.add };
  });
}

export function publishItem(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: { item_id: number; published: boolean },
) {
  return changeItem(deps, actor, input.item_id, () => ({ published: input.published }));
}

function rewardOf(redemption: ScoreRedemptionRow): string {
  if (redemption.voucherFen !== null) return `voucher ${fenToYuan(redemption.voucherFen).toFixed(2)}`;
  if (redemption.storageGb !== null && redemption.storageUntilDay !== null)
    return `file storage ${redemption.storageGb} GB until ${storageDayDate(redemption.storageUntilDay)}`;
  return `coupon ${redemption.couponId ?? ''}`;
}

export async function opsRedemptions(
  deps: Pick<AppDeps, 'db'>,
  query: { item_id?: number; user_id?: number; page: number; page_size: number },
) {
  const { rows, total } = await listRedemptions(
    deps.db,
    { itemId: query.item_id, userId: query.user_id },
    { page: query.page, pageSize: query.page_size },
  );
  return {
    total,
    list: rows.map(({ redemption, phone, name, nameEn }) => ({
      id: redemption.id,
      user_id: redemption.userId,
      phone,
      item_id: redemption.itemId,
      item_name: name,
      item_name_en: nameEn,
      points: redemption.points,
      reward: rewardOf(redemption),
      created_at: redemption.createdAt.toISOString(),
    })),
  };
}

export async function opsUserPoints(
  deps: Pick<AppDeps, 'db'>,
  query: { user_id: number; page: number; page_size: number },
  language: Language,
) {
  const [account, page] = await Promise.all([
    findPointsAccount(deps.db, query.user_id),
    pointsLedgerPage(deps, query.user_id, query, language),
  ]);
  return { balance: account.balance, spent_from_balance: fenToYuan(account.spentFen), ...page };
}
