import type { StaffActor } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { recordAudit } from './audit.service';

/** One staff decision on one row: how it is locked, whether it may be decided, what deciding does. */
export interface AuditedDecision<Row> {
  objectType: string;
  objectId: string | number;
  /** Reads the row for update, in the decision's transaction; null when there is none. */
  lock: (tx: Db) => Promise<Row | null>;
  notFound: () => Error;
  /** Why the row may not be decided now (decided already, in another state), or null when it may. */
  refusal?: (row: Row) => string | null;
  /** The row's values before, as the audit trail keeps them. */
  before: (row: Row) => Record<string, unknown>;
  /** Writes the decision; answers the values after, for the audit trail. */
  apply: (tx: Db, row: Row, now: Date) => Promise<Record<string, unknown>>;
  /** What follows the audit row in the same transaction (telling the customer). */
  afterAudit?: (tx: Db, row: Row, now: Date) => Promise<void>;
  /** The decision's instant when the caller fixed it already (an issued invoice prints it). */
  now?: Date;
}

/**
 * Decides a row once, in one transaction: locks it (two staff members deciding queue up, and the
 * second is refused), refuses it unless it may be decided, applies the decision and records it in
 * the staff audit trail. Answers the row as it was locked.
 */
export async function decideAudited<Row>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  decision: AuditedDecision<Row>,
): Promise<Row> {
  return deps.db.transaction(async (tx) => {
    const row = await decision.lock(tx);
    if (!row) throw decision.notFound();
    const refusal = decision.refusal?.(row) ?? null;
    if (refusal !== null) throw refused(refusal);
    const now = decision.now ?? deps.clock.now();
    const after = await decision.apply(tx, row, now);
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: decision.objectType,
      objectId: decision.objectId,
      before: decision.before(row),
      after,
    });
    await decision.afterAudit?.(tx, row, now);
    return row;
  });
}
