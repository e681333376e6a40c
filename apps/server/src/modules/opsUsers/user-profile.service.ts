import type {
  Language,
  OpsUserInstanceFilter,
  OpsUserInstancesRequest,
  OpsUserPageRequest,
  OpsUserProfile,
  OpsUserSearchRequest,
  OpsUserSearchRow,
} from '@gpucloud/contracts';
import { ENDED_STATES, fenToYuan, INSTANCE_STATES, type InstanceState, vipLevelFor } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { type AppError, refused } from '../../core/errors';
import { getSubAccounts } from '../account';
import { getOrders } from '../billing';
import { listInstancesFor } from '../instances';
import { getBalanceChanges } from '../wallet';
import { findUserForStaff, searchUsers } from './ops-users.repository';

const pageOf = (query: { page: number; page_size: number }) => ({
  page: query.page,
  pageSize: query.page_size,
});

export async function searchAccounts(deps: Pick<AppDeps, 'db'>, query: OpsUserSearchRequest) {
  const { rows, total } = await searchUsers(deps.db, query.q, pageOf(query));
  const data = rows.map(
    ({ user, money, matchedSubAccount }): OpsUserSearchRow => ({
      Id: user.id,
      Phone: user.phone,
      Name: user.name,
      IsCompany: user.isCompany,
      Money: fenToYuan(money),
      LoginDisabled: user.loginDisabledAt !== null,
      Unregistered: user.unregisteredAt !== null,
      MatchedSubAccount: matchedSubAccount,
      CreateAt: user.createdAt.toISOString(),
    }),
  );
  return { data, total };
}

export function userNotFound(): AppError {
  return refused('user_id: no account has this id');
}

export async function accountProfile(deps: Pick<AppDeps, 'db'>, userId: number): Promise<OpsUserProfile> {
  const found = await findUserForStaff(deps.db, userId);
  if (!found) throw userNotFound();
  const { user, wallet } = found;
  return {
    Id: user.id,
    Phone: user.phone,
    Name: user.name,
    IsCompany: user.isCompany,
    CompanyName: user.companyName,
    IsSalesPartner: user.isSalesPartner,
    Language: user.language,
    VipLevel: vipLevelFor(wallet.accumulatedMoney),
    Verification: { Personal: Boolean(found.personalPassed), Enterprise: Boolean(found.enterprisePassed) },
    Wallet: {
      Money: fenToYuan(wallet.money),
      PowerMoney: fenToYuan(wallet.powerMoney),
      CreditMoneyQuota: fenToYuan(wallet.creditQuota),
      Owed: fenToYuan(Math.max(0, -wallet.money)),
      AccumulatedMoney: fenToYuan(wallet.accumulatedMoney),
      VoucherFirst: wallet.voucherFirst,
    },
    LoginDisabledAt: user.loginDisabledAt?.toISOString() ?? null,
    UnregisteredAt: user.unregisteredAt?.toISOString() ?? null,
    CreateAt: user.createdAt.toISOString(),
  };
}

/**
 * The account as its owner sees it in the console: staff read its lists through the same services,
 * so both see the same rows. Never used to act: it has no session behind it.
 */
async function ownerView(deps: Pick<AppDeps, 'db'>, userId: number): Promise<AuthContext> {
  if (!(await findUserForStaff(deps.db, userId))) throw userNotFound();
  return { sessionId: '', userId, subAccountId: null, role: 'user' };
}

export async function accountLedger(
  deps: Pick<AppDeps, 'db'>,
  query: OpsUserPageRequest,
  language: Language,
) {
  return getBalanceChanges(deps, await ownerView(deps, query.user_id), query, language);
}

export async function accountOrders(
  deps: Pick<AppDeps, 'db'>,
  query: OpsUserPageRequest,
  language: Language,
) {
  return getOrders(deps, await ownerView(deps, query.user_id), query, language);
}

/** The states a staff filter of an account's instances stands for. */
export function statesOfFilter(filter: OpsUserInstanceFilter): readonly InstanceState[] {
  switch (filter) {
    case 'all':
      return INSTANCE_STATES;
    case 'live':
      return INSTANCE_STATES.filter((state) => !ENDED_STATES.includes(state));
    case 'ended':
      return ENDED_STATES;
    default:
      return [filter];
  }
}

/**
 * Staff see what the owner no longer does: a released instance has left the owner's list, but a
 * customer who calls about it is asked about it, so the account's page keeps it (filtered).
 */
export async function accountInstances(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'compute'>,
  query: OpsUserInstancesRequest,
) {
  const { status, ...page } = query;
  return listInstancesFor(
    deps,
    await ownerView(deps, query.user_id),
    { ...page, states: statesOfFilter(status) },
    'staff',
  );
}

export async function accountSubAccounts(deps: Pick<AppDeps, 'db'>, userId: number) {
  return getSubAccounts(deps, await ownerView(deps, userId));
}
