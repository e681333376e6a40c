import { eq } from 'drizzle-orm';
import type { Db } from '../core/db';
import { couponGroups } from '../db/schema/coupons/coupons.table';
import { insertItem } from '../modules/points';

/** The coupon group of the demo catalogue that the score store gives away (not one the demo holds). */
export const DEMO_SCORE_COUPON_GROUP = 'Spend 100, save 10';

/**
 * Score-store items for `npm start`: two vouchers, a coupon and file storage on offer, with stock and limits,
 * and one voucher kept unpublished (as staff leave a draft). Accounts earn their points themselves:
 * nobody starts with any.
 */
export async function seedDemoScoreStore(tx: Db, now: Date): Promise<void> {
  const [group] = await tx
    .select({ id: couponGroups.id })
    .from(couponGroups)
    .where(eq(couponGroups.name, DEMO_SCORE_COUPON_GROUP));
  if (!group) throw new Error(`demo coupon group "${DEMO_SCORE_COUPON_GROUP}" is missing`);
  const common = {
    createdAt: now,
    updatedAt: now,
    couponGroupId: null,
    voucherFen: null,
    storageGb: null,
    storageDays: null,
  };
  const items: Parameters<typeof insertItem>[1][] = [
    {
      ...common,
      name: '10 元算力券',
      nameEn: '¥10 compute voucher',
      description: '可抵扣租用、续费、升级的费用。',
      descriptionEn: 'Pays for renting, renewing and upgrading instances.',
      kind: 'voucher',
      voucherFen: 10_00,
      costPoints: 100,
      stock: 500,
      perPersonLimit: 5,
      published: true,
    },
    {
      ...common,
      name: '50 元算力券',
      nameEn: '¥50 compute voucher',
      description: '可抵扣租用、续费、升级的费用。',
      descriptionEn: 'Pays for renting, renewing and upgrading instances.',
      kind: 'voucher',
      voucherFen: 50_00,
      costPoints: 480,
      stock: 100,
      perPersonLimit: 2,
      published: true,
    },
    {
      ...common,
      name: '满 100 减 10 优惠券',
      nameEn: 'Coupon: spend 100, save 10',
      description: '每个账号限兑一张。',
      descriptionEn: 'One per account.',
      kind: 'coupon',
      couponGroupId: group.id,
      costPoints: 300,
      stock: 50,
      perPersonLimit: 1,
      published: true,
    },
    {
      ...common,
      name: '50 GB 文件存储（30 天）',
      nameEn: '50 GB file storage for 30 days',
      description: '在免费额度之外增加 50 GB 文件存储，30 天内不计费。',
      descriptionEn: 'Adds 50 GB of file storage beyond the free tier, not billed for 30 days.',
      kind: 'file_storage',
      storageGb: 50,
      storageDays: 30,
      costPoints: 200,
      stock: 200,
      perPersonLimit: 3,
      published: true,
    },
    {
      ...common,
      name: '100 元算力券',
      nameEn: '¥100 compute voucher',
      description: '即将上线。',
      descriptionEn: 'Coming soon.',
      kind: 'voucher',
      voucherFen: 100_00,
      costPoints: 950,
      stock: 20,
      perPersonLimit: 1,
      published: false,
    },
  ];
  for (const item of items) await insertItem(tx, item);
}
