import { addChinaMonths, maskPhone } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { bindReferredCustomer } from '../wallet';
import { fenOut } from './partner-money';
import { findApprovedPartnerByCode, listReferrals } from './partners.repository';

/**
 * A new account registered through a referral link (`/login?ref=CODE`) is bound to an approved
 * partner for PARTNER_BIND_MONTHS. A code that is unknown, closed or the account's own binds nothing:
 * a stale link never stands in the way of registering.
 */
export async function bindByReferralCode(
  tx: Db,
  deps: Pick<AppDeps, 'config'>,
  customerUserId: number,
  code: string,
  now: Date,
): Promise<void> {
  const partner = await findApprovedPartnerByCode(tx, code.toUpperCase());
  if (!partner || partner.userId === customerUserId) return;
  await bindReferredCustomer(tx, {
    customerUserId,
    partnerUserId: partner.userId,
    boundAt: now,
    boundUntil: addChinaMonths(now, deps.config.partners.bindMonths),
  });
}

/** The partner's referred customers, newest first, phones masked. */
export async function referralsOf(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  input: { page: number; page_size: number },
) {
  const now = deps.clock.now();
  const { rows, total } = await listReferrals(deps.db, auth.userId, {
    page: input.page,
    pageSize: input.page_size,
  });
  return {
    list: rows.map(({ referral, phone }) => ({
      phone: maskPhone(phone),
      registered_at: referral.boundAt.toISOString(),
      bound_until: referral.boundUntil.toISOString(),
      active: referral.boundUntil > now,
      spend: fenOut(referral.baseFen),
      commission: fenOut(referral.commissionFen),
    })),
    total,
    page: input.page,
    page_size: input.page_size,
  };
}
