import type { UserInfo, UserVipInfo } from '@gpucloud/contracts';
import { fenToYuan, VIP_THRESHOLDS_YUAN, vipExperiencePercent, vipLevelFor } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import { cacheSlot } from '../../core/cache/read-cache';
import type { AppDeps } from '../../core/deps';
import { findUserProfile } from './account.repository';

async function loadProfile(deps: Pick<AppDeps, 'db'>, auth: AuthContext) {
  const profile = await findUserProfile(deps.db, auth.userId, auth.subAccountId);
  // A valid session always has its account and wallet; anything else is a broken invariant.
  if (!profile) throw new Error(`profile of user ${auth.userId} is missing`);
  return profile;
}

const userInfos = cacheSlot<UserInfo>('account.userInfo');

/**
 * SPEC §3 user info, read by every console page: answered from memory until the account, its
 * wallet, sub-accounts or verification change (the database announces it, core/cache).
 */
export function getUserInfo(deps: Pick<AppDeps, 'db' | 'reads'>, auth: AuthContext): Promise<UserInfo> {
  return deps.reads.readUser(userInfos, auth.userId, String(auth.subAccountId ?? ''), () =>
    readUserInfo(deps, auth),
  );
}

/**
 * A sub-account answers with its main account's phone and membership (its purchases get that
 * discount) and its own limit; the main wallet's amounts stay hidden from it.
 */
async function readUserInfo(deps: Pick<AppDeps, 'db'>, auth: AuthContext): Promise<UserInfo> {
  const { user, wallet, subAccount, personalPassed, enterprisePassed } = await loadProfile(deps, auth);
  const isSub = subAccount !== null;
  const walletAmount = (fen: number) => (isSub ? null : fenToYuan(fen));
  return {
    UserId: user.id,
    Name: subAccount ? subAccount.loginName : user.name,
    SubAccount: subAccount
      ? {
          Name: subAccount.loginName,
          MoneyLimit: fenToYuan(subAccount.moneyLimit),
          MoneyCanUse: fenToYuan(Math.max(0, subAccount.moneyLimit - subAccount.moneyUsed)),
        }
      : null,
    SubAccountId: subAccount?.id ?? null,
    Phone: user.phone,
    VipLevel: vipLevelFor(wallet.accumulatedMoney),
    AccumulatedMoney: walletAmount(wallet.accumulatedMoney),
    Money: walletAmount(wallet.money),
    PowerMoney: walletAmount(wallet.powerMoney),
    CreditMoneyQuota: walletAmount(wallet.creditQuota),
    VoucherFirst: wallet.voucherFirst,
    IsCompany: user.isCompany,
    CompanyName: user.companyName,
    IsSalesPartner: user.isSalesPartner,
    Verification: { Personal: Boolean(personalPassed), Enterprise: Boolean(enterprisePassed) },
    CreateAt: (subAccount?.createdAt ?? user.createdAt).toISOString(),
  };
}

export async function getUserVipInfo(deps: Pick<AppDeps, 'db'>, auth: AuthContext): Promise<UserVipInfo> {
  const { wallet } = await loadProfile(deps, auth);
  const level = vipLevelFor(wallet.accumulatedMoney);
  const score = fenToYuan(wallet.accumulatedMoney);
  return {
    data: {
      vip_score: score,
      vip_level: level,
      level_threshold: VIP_THRESHOLDS_YUAN[level],
      experience_percent: vipExperiencePercent(wallet.accumulatedMoney, level),
    },
  };
}
