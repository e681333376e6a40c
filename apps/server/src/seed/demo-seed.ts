import { STANDING_AGREEMENT_KEYS } from '@gpucloud/contracts';
import { yuanToFen } from '@gpucloud/domain';
import { DAY_MS, HOUR_MS } from '../core/clock';
import type { AppDeps } from '../core/deps';
import { systemText } from '../core/messaging/system-text';
import { hashPassword } from '../core/passwords';
import { findActiveUserByPhone, insertSubAccount, insertUser } from '../modules/account';
import { acceptCurrentAgreement } from '../modules/agreements';
import { insertCouponGroup, insertUserCoupon } from '../modules/coupons';
import { insertImages } from '../modules/images';
import { insertBanners, insertNotices } from '../modules/notices';
import { notify } from '../modules/notifications';
import { insertCatalogue } from '../modules/store';
import { deposit, openWallet } from '../modules/wallet';
import { seedDemoCannedReplies } from './demo-canned-replies';
import {
  DEMO_BANNERS,
  DEMO_COUPON_GROUPS,
  DEMO_HOSTS,
  DEMO_IMAGES,
  DEMO_INBOX,
  DEMO_NOTICES,
  DEMO_REGIONS,
} from './demo-catalogue';
import { seedDemoDatasetsAndModels } from './demo-datasets-models';
import { seedDemoDocs } from './demo-docs';
import { seedDemoScoreStore } from './demo-score-store';
import { seedDemoSoftware } from './demo-software';
import { seedDemoStaff } from './demo-staff';
import { seedDemoWorkOrderHelp } from './demo-work-order-help';

export { DEMO_STAFF } from './demo-staff';

/** The customer accounts the README lists (staff: DEMO_STAFF). */
export const DEMO_ACCOUNTS = {
  main: {
    phone: '13800000001',
    password: 'demo12345',
    name: 'Demo User',
    balanceYuan: 1000,
    vouchersYuan: 50,
  },
  company: { phone: '13800000002', password: 'demo12345', companyName: 'Demo AI Lab Co., Ltd.' },
  subAccount: { username: 'demo-sub', password: 'demo12345', moneyLimitYuan: 200 },
} as const;

/**
 * Seeds the demo catalogue and accounts once; a database that already has the demo main account
 * is left alone. Opening money enters through the ledger like any other movement.
 */
export async function seedDemoData(deps: AppDeps): Promise<boolean> {
  if (await findActiveUserByPhone(deps.db, DEMO_ACCOUNTS.main.phone)) return false;
  const { main, company, subAccount } = DEMO_ACCOUNTS;
  const [mainHash, companyHash, subHash] = await Promise.all([
    hashPassword(main.password),
    hashPassword(company.password),
    hashPassword(subAccount.password),
  ]);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await insertCatalogue(tx, DEMO_REGIONS, DEMO_HOSTS);
    await insertImages(tx, DEMO_IMAGES);
    await insertNotices(
      tx,
      DEMO_NOTICES.map(({ daysAgo, ...texts }) => ({
        ...texts,
        publishedAt: new Date(now.getTime() - daysAgo * DAY_MS),
      })),
    );

    await insertBanners(tx, DEMO_BANNERS);

    const mainUser = await insertUser(tx, {
      phone: main.phone,
      name: main.name,
      passwordHash: mainHash,
      now,
    });
    await openWallet(tx, mainUser.id);
    const mainRecipient = { userId: mainUser.id, subAccountId: null };
    for (const item of DEMO_INBOX) {
      const at = new Date(now.getTime() - item.hoursAgo * HOUR_MS);
      await notify(tx, mainRecipient, { ...item, now: at, readAt: item.read ? now : null });
    }
    const grant = { refType: 'seed', note: systemText('ledger.opening_balance', {}), now };
    await deposit(tx, mainUser.id, yuanToFen(main.balanceYuan), { ...grant, kind: 'grant' });
    await deposit(tx, mainUser.id, yuanToFen(main.vouchersYuan), { ...grant, kind: 'voucher_grant' });
    for (const group of DEMO_COUPON_GROUPS) {
      const { assignToDemo, ...fields } = group;
      const groupId = await insertCouponGroup(tx, {
        ...fields,
        beginAt: new Date(now.getTime() - DAY_MS),
        endAt: new Date(now.getTime() + 365 * DAY_MS),
        remainNum: fields.totalNum - (assignToDemo ? 1 : 0),
      });
      if (assignToDemo) {
        await insertUserCoupon(tx, {
          userId: mainUser.id,
          groupId,
          claimedAt: now,
          expiresAt: new Date(now.getTime() + fields.useTimeLimitDays * DAY_MS),
        });
      }
    }
    await insertSubAccount(tx, {
      mainUserId: mainUser.id,
      loginName: subAccount.username,
      passwordHash: subHash,
      moneyLimit: yuanToFen(subAccount.moneyLimitYuan),
      note: 'demo sub-account',
      now,
    });

    const companyUser = await insertUser(tx, {
      phone: company.phone,
      name: company.companyName,
      passwordHash: companyHash,
      isCompany: true,
      companyName: company.companyName,
      now,
    });
    await openWallet(tx, companyUser.id);

    await seedDemoStaff(tx, deps.config.dataKey, now);
    await seedDemoWorkOrderHelp(tx, now);
    await seedDemoCannedReplies(tx, now);
    await seedDemoDatasetsAndModels(tx, now);
    await seedDemoDocs(tx, now);
    await seedDemoSoftware(tx, deps, now);
    await seedDemoScoreStore(tx, now);
    // The demo accounts start having accepted the standing agreements in force (as registration does).
    for (const userId of [mainUser.id, companyUser.id])
      for (const key of STANDING_AGREEMENT_KEYS)
        await acceptCurrentAgreement(tx, { userId, subAccountId: null }, key, now);
  });
  return true;
}
