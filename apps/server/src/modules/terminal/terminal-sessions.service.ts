import type { TerminalSessionRow } from '@gpucloud/contracts';
import type { AppDeps } from '../../core/deps';
import { listClosedSessions, listOpenSessions, type TerminalSessionRecord } from './terminal.repository';

/** How many closed terminals staff see of an account. */
const RECENT_CLOSED = 20;

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
export async function accountTerminalSessions(deps: Pick<AppDeps, 'db'>, userId: number) {
  const [open, closed] = await Promise.all([
    listOpenSessions(deps.db, userId),
    listClosedSessions(deps.db, userId, RECENT_CLOSED),
  ]);
  return { open: open.map(rowOf), closed: closed.map(rowOf) };
}
