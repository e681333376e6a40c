import type { AgreementKey } from '@gpucloud/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { agreementVersions } from '../../db/schema/agreements/agreements.table';
import { staffMembers } from '../../db/schema/staff/staff.table';

export type AgreementRow = typeof agreementVersions.$inferSelect;

/** The version in force: the newest one. */
export async function findCurrentAgreement(db: Db, key: AgreementKey): Promise<AgreementRow | null> {
  const [row] = await db
    .select()
    .from(agreementVersions)
    .where(eq(agreementVersions.key, key))
    .orderBy(desc(agreementVersions.version))
    .limit(1);
  return row ?? null;
}

export function listAgreementVersions(db: Db, key: AgreementKey) {
  return db
    .select({ row: agreementVersions, publishedBy: staffMembers.name })
    .from(agreementVersions)
    .leftJoin(staffMembers, eq(staffMembers.id, agreementVersions.publishedBy))
    .where(eq(agreementVersions.key, key))
    .orderBy(desc(agreementVersions.version));
}

export async function insertAgreementVersion(tx: Db, values: typeof agreementVersions.$inferInsert) {
  const [row] = await tx.insert(agreementVersions).values(values).returning();
  if (!row) throw new Error('insert returned no agreement version');
  return row;
}
