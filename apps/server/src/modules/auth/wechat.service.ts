import { randomBytes } from 'node:crypto';
import { ErrorCode, Reason } from '@gpucloud/contracts';
import type { AuthContext } from '../../core/auth/identity';
import { addMs, MINUTE_MS } from '../../core/clock';
import type { AppDeps, RequestMeta } from '../../core/deps';
import { AppError, refused } from '../../core/errors';
import { isUniqueViolation } from '../../core/pg-errors';
import { sha256 } from '../../core/tokens';
import { findUserById } from '../account';
import { startSessionOrChallenge } from '../secondFactor';
import type { SessionDeps } from '../sessions';
import {
  deleteBinding,
  findBinding,
  findTicket,
  insertBinding,
  insertTicket,
  listBindings,
  lockTicket,
  moveTicket,
  type WechatTicket,
} from './wechat.repository';

/** A QR code lives 5 minutes (SPEC §9). */
const QR_TTL_MS = 5 * MINUTE_MS;

async function newTicket(
  deps: Pick<AppDeps, 'db' | 'clock' | 'wechat'>,
  purpose: WechatTicket['purpose'],
  userId: number | null,
) {
  const ticket = randomBytes(18).toString('base64url');
  const now = deps.clock.now();
  await insertTicket(deps.db, { ticket, purpose, userId, createdAt: now, expiresAt: addMs(now, QR_TTL_MS) });
  return { ticket, qrcode: deps.wechat.qrCodeFor(ticket), expires_in: QR_TTL_MS / 1000 };
}

function isLive(ticket: WechatTicket, now: Date): boolean {
  return ticket.expiresAt > now && (ticket.state === 'waiting' || ticket.state === 'scanned');
}

function qrNotReady(): AppError {
  return new AppError(ErrorCode.REFUSED, Reason.QR_NOT_READY);
}

export const getBindQrcode = (deps: Pick<AppDeps, 'db' | 'clock' | 'wechat'>, auth: AuthContext) =>
  newTicket(deps, 'bind', auth.userId);
export const getLoginQrcode = (deps: Pick<AppDeps, 'db' | 'clock' | 'wechat'>) =>
  newTicket(deps, 'login', null);

export async function getBindStatus(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  ticketId: string,
) {
  const ticket = await findTicket(deps.db, ticketId);
  if (ticket?.purpose !== 'bind' || ticket.userId !== auth.userId)
    return { Bound: false, Status: 'none' as const };
  if (ticket.state === 'confirmed' || ticket.state === 'used')
    return { Bound: true, Status: 'confirmed' as const };
  if (!isLive(ticket, deps.clock.now())) return { Bound: false, Status: 'expired' as const };
  return { Bound: false, Status: ticket.state as 'waiting' | 'scanned' };
}

/**
 * The browser's poll of a login QR code. Once a bound WeChat confirmed it, the first poll gets a
 * new session and the ticket is used up; an expired, used or unknown ticket is 'QR not generated or expired'.
 */
export async function getLoginStatus(deps: SessionDeps, ticketId: string, meta: RequestMeta) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    if (ticket?.purpose !== 'login') throw qrNotReady();
    if (ticket.state === 'confirmed' && ticket.openId) {
      const binding = await findBinding(tx, ticket.openId);
      if (!binding) throw qrNotReady();
      await moveTicket(tx, ticket.ticket, ['confirmed'], { state: 'used' });
      const login = await startSessionOrChallenge(
        tx,
        deps,
        { userId: binding.userId, subAccountId: null },
        meta,
      );
      return { Status: 'confirmed' as const, Login: login };
    }
    if (!isLive(ticket, now)) throw qrNotReady();
    return { Status: ticket.state as 'waiting' | 'scanned', Login: null };
  });
}

export type ConfirmOutcome = 'bound' | 'logged-in' | 'not-bound' | 'bound-elsewhere' | 'expired';

/** The sandbox's stand-in for a WeChat identity: the same nickname is the same WeChat user. */
export function sandboxOpenId(nickname: string): string {
  return `sbx_${sha256(nickname.trim().toLowerCase()).slice(0, 24)}`;
}

/** A scan of the QR code was seen (the confirm page opened). */
export async function markScanned(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  ticketId: string,
): Promise<WechatTicket | null> {
  const ticket = await findTicket(deps.db, ticketId);
  if (ticket && isLive(ticket, deps.clock.now()))
    await moveTicket(deps.db, ticketId, ['waiting'], { state: 'scanned' });
  return ticket;
}

/** A WeChat identity confirmed a QR code: binds it to the asking account, or marks the login confirmed. */
export async function confirmTicket(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  ticketId: string,
  identity: { openId: string; nickname: string },
): Promise<ConfirmOutcome> {
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const ticket = await lockTicket(tx, ticketId);
      if (!ticket || !isLive(ticket, now)) return 'expired';
      const binding = await findBinding(tx, identity.openId);
      if (ticket.purpose === 'login') {
        if (!binding) return 'not-bound';
        const owner = await findUserById(tx, binding.userId);
        if (!owner || owner.unregisteredAt) return 'not-bound';
        await moveTicket(tx, ticketId, ['waiting', 'scanned'], { state: 'confirmed', ...identity });
        return 'logged-in';
      }
      if (binding && binding.userId !== ticket.userId) return 'bound-elsewhere';
      if (!binding && ticket.userId !== null)
        await insertBinding(tx, {
          userId: ticket.userId,
          openId: identity.openId,
          nickname: identity.nickname,
          boundAt: now,
        });
      await moveTicket(tx, ticketId, ['waiting', 'scanned'], { state: 'confirmed', ...identity });
      return 'bound';
    });
  } catch (error) {
    // Two accounts binding the same WeChat at once: the unique index decides.
    if (isUniqueViolation(error)) return 'bound-elsewhere';
    throw error;
  }
}

export async function getBindAccountList(deps: Pick<AppDeps, 'db'>, auth: AuthContext) {
  const rows = await listBindings(deps.db, auth.userId);
  return {
    list: rows.map((row) => ({
      OpenId: row.openId,
      Nickname: row.nickname,
      BoundAt: row.boundAt.toISOString(),
    })),
  };
}

export async function unbindAccount(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  openId: string,
): Promise<void> {
  if (!(await deleteBinding(deps.db, auth.userId, openId)))
    throw refused('this WeChat is not bound to the account');
}
