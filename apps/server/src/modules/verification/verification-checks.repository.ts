import { and, asc, count, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../core/db';
import {
  type VerificationCheckRow,
  verificationChecks,
} from '../../db/schema/verification/verification.table';

type NewCheck = typeof verificationChecks.$inferInsert;

/** How many checks of a kind an account started since `since` (the daily limits). */
export async function countChecksSince(
  tx: Db,
  userId: number,
  kind: VerificationCheckRow['kind'],
  since: Date,
): Promise<number> {
  const [used] = await tx
    .select({ n: count() })
    .from(verificationChecks)
    .where(
      and(
        eq(verificationChecks.userId, userId),
        eq(verificationChecks.kind, kind),
        gte(verificationChecks.createdAt, since),
      ),
    );
  return used?.n ?? 0;
}

export async function insertCheck(tx: Db, values: NewCheck): Promise<VerificationCheckRow> {
  const [inserted] = await tx.insert(verificationChecks).values(values).returning();
  if (!inserted) throw new Error('verification check insert returned no row');
  return inserted;
}

export async function deleteCheck(db: Db, id: number): Promise<void> {
  await db.delete(verificationChecks).where(eq(verificationChecks.id, id));
}

/** Writes what the provider answered onto a check still pending; null when it had settled already. */
export async function settlePendingCheck(
  db: Db,
  id: number,
  values: Pick<
    VerificationCheckRow,
    'providerRef' | 'status' | 'url' | 'reason' | 'sealedResult' | 'maskedResult' | 'settledAt'
  >,
): Promise<VerificationCheckRow | null> {
  const [updated] = await db
    .update(verificationChecks)
    .set(values)
    .where(and(eq(verificationChecks.id, id), eq(verificationChecks.status, 'pending')))
    .returning();
  return updated ?? null;
}

export async function findCheckOf(
  db: Db,
  userId: number,
  checkId: number,
): Promise<VerificationCheckRow | null> {
  const [row] = await db
    .select()
    .from(verificationChecks)
    .where(and(eq(verificationChecks.id, checkId), eq(verificationChecks.userId, userId)));
  return row ?? null;
}

export async function checksByIds(db: Db, ids: readonly number[]): Promise<VerificationCheckRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(verificationChecks)
    .where(inArray(verificationChecks.id, [...ids]));
}

/** An account's passed ID card readings since `since`, newest first. */
export async function passedIdCardReadingsSince(
  db: Db,
  userId: number,
  since: Date,
): Promise<VerificationCheckRow[]> {
  return db
    .select()
    .from(verificationChecks)
    .where(
      and(
        eq(verificationChecks.userId, userId),
        eq(verificationChecks.kind, 'id_card_ocr'),
        eq(verificationChecks.status, 'passed'),
        gte(verificationChecks.createdAt, since),
      ),
    )
    .orderBy(desc(verificationChecks.id));
}

/** The checks a submission used, in the order they were made. */
export async function checksOfVerification(db: Db, verificationId: number): Promise<VerificationCheckRow[]> {
  return db
    .select()
    .from(verificationChecks)
    .where(eq(verificationChecks.verificationId, verificationId))
    .orderBy(asc(verificationChecks.id));
}

/** Gives a check to a submission. */
export async function attachCheck(tx: Db, checkId: number, verificationId: number): Promise<void> {
  await tx.update(verificationChecks).set({ verificationId }).where(eq(verificationChecks.id, checkId));
}

/** Gives a check no submission has used to one; false when another had it already. */
export async function claimCheck(tx: Db, checkId: number, verificationId: number): Promise<boolean> {
  const marked = await tx
    .update(verificationChecks)
    .set({ verificationId })
    .where(and(eq(verificationChecks.id, checkId), isNull(verificationChecks.verificationId)))
    .returning({ id: verificationChecks.id });
  return marked.length > 0;
}
