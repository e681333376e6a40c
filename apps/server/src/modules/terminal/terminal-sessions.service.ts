import type { TerminalSessionRow } from '@gpucloud/contracts';
import type { AppDeps } from '../../core/deps';
import {
  closeLostSessions,
  listClosedSessions,
  listOpenSessions,
  type TerminalSessionRecord,
} from './terminal.repository';

/** How many closed terminals staff see of an account. */
const RECENT_CLOSED = 20;

/**
 * An open terminal's process touches its row on every check (every 5 s); one not seen for this long
 * lost its process (killed, or its machine's server gone) and is closed as `lost`.
 */
export const LOST_AFTER_MS = 30_000;

function rowOf(record: TerminalSessionRecord): TerminalSessionRow {
  return {
    Id: record.id,
    InstanceId: record.instanceId,
    InstanceName: record.instanceName,
    SubAccountId: record.subAccountId,
    Ip: record.ip,
    UserAgent: record.userAgent,
    OpenedAt: record.openedAt.toISOString(),
    ClosedAt: record.closedAt?.toISOString() ?? null,
    CloseReason: record.closeReason,
  };
}

/** An account's terminals for support: who opened which, from where, and how each ended (never their content). */
export async function accountTerminalSessions(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number) {
  await closeLostSessions(deps.db, userId, new Date(deps.clock.now().getTime() - LOST_AFTER_MS));
  const [open, closed] = await Promise.all([
    listOpenSessions(deps.db, userId),
    listClosedSessions(deps.db, userId, RECENT_CLOSED),
  ]);
  return { open: open.map(rowOf), closed: closed.map(rowOf) };
}
