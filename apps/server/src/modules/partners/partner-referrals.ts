import { addChinaMonths, maskPhone } from '@gpucloud/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AuthContext } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { users } from '../../db/schema/account/account.table';
import { partnerReferrals, partners } from '../../db/schema/partners/partners.table';
import { bindReferredCustomer } from '../wallet';
import { fenOut } from './partner-money';

/**
 * A new account registered through a referral link (`/login?ref=CODE`) is bound to an approved
 * partner for PARTNER_BIND_MONTHS. A code that is unknown, closed or the account's own binds nothing:
 * a stale link never stands in the way of registering.
 */
export async function bindByReferralCode(
  tx: Db,
  deps: AppDeps,
  customerUserId: number,
  code: string,
  now: Date,
): Promise<void> {
  const [partner] = await tx
    .select({ userId: partners.userId })
    .from(partners)
    .where(and(eq(partners.code, code.toUpperCase()), eq(partners.status, 'approved')));
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
  deps: AppDeps,
  auth: AuthContext,
  input: { page: number; page_size: number },
) {
  const now = deps.clock.now();
  const where = eq(partnerReferrals.partnerUserId, auth.userId);
  const rows = await deps.db
    .select({ referral: partnerReferrals, phone: users.phone })
    .from(partnerReferrals)
    .innerJoin(users, eq(users.id, partnerReferrals.customerUserId))
    .where(where)
    .orderBy(desc(partnerReferrals.boundAt), desc(partnerReferrals.customerUserId))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  const [total] = await deps.db.select({ n: count() }).from(partnerReferrals).where(where);
  return {
    list: rows.map(({ referral, phone }) => ({
      phone: maskPhone(phone),
      registered_at: referral.boundAt.toISOString(),
      bound_until: referral.boundUntil.toISOString(),
      active: referral.boundUntil > now,
      spend: fenOut(referral.baseFen),
      commission: fenOut(referral.commissionFen),
    })),
    total: total?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}
