import type { AgreementKey } from '@gpucloud/contracts';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { agreementAcceptances } from '../../db/schema/agreements/agreement-acceptances.table';

export interface Acceptor {
  userId: number;
  subAccountId: number | null;
}

/** Records an acceptance; accepting the same version again keeps the first time. */
export async function insertAcceptance(
  tx: Db,
  acceptor: Acceptor,
  agreement: { key: AgreementKey; version: number },
  at: Date,
): Promise<void> {
  await tx
    .insert(agreementAcceptances)
    .values({ ...acceptor, key: agreement.key, version: agreement.version, acceptedAt: at })
    .onConflictDoNothing();
}

/** When the account accepted this version, or null. */
export async function findAcceptance(
  db: Db,
  acceptor: Acceptor,
  agreement: { key: AgreementKey; version: number },
): Promise<Date | null> {
  const [row] = await db
    .select({ at: agreementAcceptances.acceptedAt })
    .from(agreementAcceptances)
    .where(
      and(
        eq(agreementAcceptances.userId, acceptor.userId),
        acceptor.subAccountId === null
          ? isNull(agreementAcceptances.subAccountId)
          : eq(agreementAcceptances.subAccountId, acceptor.subAccountId),
        eq(agreementAcceptances.key, agreement.key),
        eq(agreementAcceptances.version, agreement.version),
      ),
    )
    .limit(1);
  return row?.at ?? null;
}

/** The versions of `keys` a main account accepted, as `key:version`. */
export async function acceptedVersions(db: Db, userId: number, keys: readonly AgreementKey[]) {
  const rows = await db
    .select({ key: agreementAcceptances.key, version: agreementAcceptances.version })
    .from(agreementAcceptances)
    .where(
      and(
        eq(agreementAcceptances.userId, userId),
        isNull(agreementAcceptances.subAccountId),
        inArray(agreementAcceptances.key, [...keys]),
      ),
    );
  return new Set(rows.map((row) => `${row.key}:${row.version}`));
}

/** How many acceptors accepted each version of an agreement. */
export async function acceptanceCounts(db: Db, key: AgreementKey): Promise<Map<number, number>> {
  const rows = await db
    .select({ version: agreementAcceptances.version, n: count() })
    .from(agreementAcceptances)
    .where(eq(agreementAcceptances.key, key))
    .groupBy(agreementAcceptances.version);
  return new Map(rows.map((row) => [row.version, Number(row.n)]));
}
