import { randomInt } from 'node:crypto';
import type { OpsPartnerRow, PartnerInfo, PartnerStatus } from '@gpucloud/contracts';
import { chinaMonthStart, fenToYuan } from '@gpucloud/domain';
import type { AuthContext, StaffActor } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { notify } from '../notifications';
import { decideAudited, recordAudit } from '../staff';
import { verifiedOwnerOf } from '../verification';
import { fenOut } from './partner-money';
import { appliedWithdrawalsFen, countWithdrawalsSince } from './partner-withdrawals.repository';
import {
  countHostsOfPartner,
  findPartner,
  insertPartner,
  isReferralCodeTaken,
  listDeskPartners,
  lockPartner,
  type PartnerRow,
  updatePartner,
} from './partners.repository';

/** What a partner's own pages use: the terms (config), and the verified owner's name (sealed). */
export type PartnerDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'vault'>;

const OBJECT = 'partner';
const DASHBOARD = '/console/salesPartner/salesDashboard';
/** Referral codes: no 0/O, 1/I/L, so a code read aloud or typed from a poster comes out right. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newReferralCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

function rateOf(deps: Pick<AppDeps, 'config'>, level: number): number {
  return deps.config.partners.levelRatesBp[level - 1] ?? 0;
}

export function partnerTerms(deps: Pick<AppDeps, 'config'>): PartnerInfo['terms'] {
  const terms = deps.config.partners;
  return {
    level_rates_bp: [...terms.levelRatesBp],
    bind_months: terms.bindMonths,
    refund_window_days: terms.refundWindowDays,
    withdrawal_min: fenToYuan(terms.withdrawalMinFen),
    withdrawals_per_month: terms.withdrawalsPerMonth,
  };
}

/** Withdrawals of this China month that count against the monthly number: applied and paid ones. */
export function withdrawalsThisMonth(db: Db, userId: number, now: Date): Promise<number> {
  return countWithdrawalsSince(db, userId, chinaMonthStart(now));
}

/** The caller as a partner: state, code and link, pockets, limits and the programme's terms. */
export async function partnerInfo(deps: PartnerDeps, auth: AuthContext): Promise<PartnerInfo> {
  const now = deps.clock.now();
  const [partner, owner, withdrawing, machines, thisMonth] = await Promise.all([
    findPartner(deps.db, auth.userId),
    verifiedOwnerOf(deps, deps.db, auth.userId),
    appliedWithdrawalsFen(deps.db, auth.userId),
    countHostsOfPartner(deps.db, auth.userId),
    withdrawalsThisMonth(deps.db, auth.userId, now),
  ]);
  const approved = partner?.status === 'approved';
  return {
    status: partner?.status ?? 'none',
    reason: partner?.reason ?? '',
    level: partner?.level ?? 0,
    rate_bp: approved ? (partner?.rateBp ?? 0) : 0,
    code: approved ? (partner?.code ?? '') : '',
    link: approved && partner?.code ? `${deps.config.publicBaseUrl}/login?ref=${partner.code}` : '',
    verified: owner !== null,
    holder_name: owner?.masked ?? '',
    pending: fenOut(partner?.pendingFen),
    withdrawable: fenOut(partner?.withdrawableFen),
    withdrawing: fenOut(withdrawing),
    withdrawals_this_month: thisMonth,
    machines,
    applied_at: partner?.appliedAt.toISOString() ?? null,
    terms: partnerTerms(deps),
  };
}

/**
 * A verified main account applies; a refused one may apply again (the same row, back to applied).
 * Pockets are kept: a partner refused later still owns what it earned before.
 */
export async function applyAsPartner(
  deps: PartnerDeps,
  auth: AuthContext,
  input: { note: string },
): Promise<PartnerInfo> {
  await deps.db.transaction(async (tx) => {
    if (!(await verifiedOwnerOf(deps, tx, auth.userId)))
      throw refused('a passed personal or enterprise verification is needed to become a sales partner');
    const now = deps.clock.now();
    const existing = await lockPartner(tx, auth.userId);
    if (existing?.status === 'applied') throw refused('your application is waiting for a decision');
    if (existing?.status === 'approved') throw refused('you are a sales partner already');
    if (existing) {
      await updatePartner(tx, auth.userId, {
        status: 'applied',
        note: input.note,
        reason: '',
        appliedAt: now,
        decidedAt: null,
        decidedBy: null,
      });
    } else {
      await insertPartner(tx, { userId: auth.userId, note: input.note, appliedAt: now });
    }
  });
  return partnerInfo(deps, auth);
}

/** The finance desk's list: applications oldest first (the queue), partners newest decided first. */
export async function deskPartners(
  deps: Pick<AppDeps, 'db' | 'vault'>,
  input: { status: PartnerStatus; q?: string; page: number; page_size: number },
) {
  const { rows, total, waiting } = await listDeskPartners(
    deps.db,
    { status: input.status, q: input.q },
    { page: input.page, pageSize: input.page_size },
  );
  const owners = await Promise.all(rows.map(({ partner }) => verifiedOwnerOf(deps, deps.db, partner.userId)));
  const list: OpsPartnerRow[] = rows.map(({ partner, phone, referred, machines }, index) => ({
    user_id: partner.userId,
    user_phone: phone,
    verified_name: owners[index]?.masked ?? '',
    status: partner.status,
    level: partner.level,
    code: partner.code ?? '',
    note: partner.note,
    reason: partner.reason,
    referred,
    machines,
    pending: fenOut(partner.pendingFen),
    withdrawable: fenOut(partner.withdrawableFen),
    applied_at: partner.appliedAt.toISOString(),
    decided_at: partner.decidedAt?.toISOString() ?? null,
  }));
  return {
    list,
    total,
    page: input.page,
    page_size: input.page_size,
    waiting,
  };
}

const noApplication = () => refused('user_id: no such sales-partner application');

async function lockApplication(tx: Db, userId: number): Promise<PartnerRow> {
  const row = await lockPartner(tx, userId);
  if (!row) throw noApplication();
  return row;
}

/** A code no partner has had (31^8 codes: a collision is rare, and the unique index stands behind this). */
async function unusedReferralCode(tx: Db): Promise<string> {
  for (;;) {
    const code = newReferralCode();
    if (!(await isReferralCodeTaken(tx, code))) return code;
  }
}

export async function decidePartner(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  actor: StaffActor,
  input:
    | { user_id: number; decision: 'approve'; level: number }
    | { user_id: number; decision: 'refuse'; reason: string },
): Promise<void> {
  await decideAudited(deps, actor, {
    objectType: OBJECT,
    objectId: input.user_id,
    lock: (tx) => lockPartner(tx, input.user_id),
    notFound: noApplication,
    refusal: (row) => (row.status === 'applied' ? null : 'this application has been decided already'),
    before: (row) => ({ status: row.status }),
    apply: async (tx, row, now) => {
      const decided = { decidedAt: now, decidedBy: actor.staff.staffId };
      if (input.decision === 'approve') {
        // A partner approved again after leaving keeps its first code.
        const code = row.code ?? (await unusedReferralCode(tx));
        const values = {
          ...decided,
          status: 'approved' as const,
          level: input.level,
          rateBp: rateOf(deps, input.level),
          reason: '',
          code,
        };
        await updatePartner(tx, input.user_id, values);
        await notify(
          tx,
          { userId: input.user_id, subAccountId: null },
          {
            kind: 'notification',
            template: 'partner.approved',
            params: { code },
            link: DASHBOARD,
            now,
          },
        );
        return { status: 'approved', level: input.level, rate_bp: values.rateBp, code };
      }
      await updatePartner(tx, input.user_id, { ...decided, status: 'refused', reason: input.reason });
      await notify(
        tx,
        { userId: input.user_id, subAccountId: null },
        {
          kind: 'notification',
          template: 'partner.refused',
          params: { reason: input.reason },
          link: DASHBOARD,
          now,
        },
      );
      return { status: 'refused', reason: input.reason };
    },
  });
}

/** A new level, and with it the level's rate, for the payments from now on. */
export async function setPartnerLevel(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  actor: StaffActor,
  input: { user_id: number; level: number },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockApplication(tx, input.user_id);
    if (row.status !== 'approved') throw refused('user_id: not an approved sales partner');
    const rateBp = rateOf(deps, input.level);
    await updatePartner(tx, input.user_id, { level: input.level, rateBp });
    await recordAudit(tx, {
      ...actor,
      at: deps.clock.now(),
      objectType: OBJECT,
      objectId: input.user_id,
      before: { level: row.level, rate_bp: row.rateBp },
      after: { level: input.level, rate_bp: rateBp },
    });
  });
}
