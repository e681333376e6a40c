import type { VerificationRecord } from '@gpucloud/contracts';
import { type VerifyMethod, VerifyStatus, VerifyType } from '@gpucloud/domain';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { isUniqueViolation } from '../../core/pg-errors';
import { lockKey } from '../../db/advisory-lock';
import type {
  SealedSubject,
  VerificationCheckRow,
  VerificationFileRow,
  VerificationRow,
} from '../../db/schema/verification/verification.table';
import { acceptCurrentAgreement } from '../agreements';
import { checksByIds } from './verification-checks.repository';
import { filesOf } from './verification-files.repository';
import { type SignedFileDeps, verificationFileOut } from './verification-files.service';
import {
  findVerificationOf,
  heldStatusesOf,
  insertVerificationRow,
  type NewVerification,
  passedOwnerRecordsOf,
  subjectHolderOf,
} from './verifications.repository';

/** What answering records uses: the database and their files' signed addresses. */
export type RecordAnswerDeps = Pick<AppDeps, 'db'> & SignedFileDeps;

/** Which records stop the caller from submitting another of a type: pending or passed, not expired. */
export async function assertMaySubmit(tx: Db, userId: number, verifyType: number): Promise<void> {
  await lockKey(tx, `verification:${userId}:submit`);
  const held = await heldStatusesOf(tx, userId, verifyType);
  if (held.includes(VerifyStatus.PASSED))
    throw refused(`verify_type: your ${TYPE_NAMES[verifyType]} verification has passed already`);
  if (held.length > 0)
    throw refused(`verify_type: a ${TYPE_NAMES[verifyType]} verification of yours is waiting already`);
}

const TYPE_NAMES: Record<number, string> = {
  [VerifyType.PERSONAL]: 'personal',
  [VerifyType.ENTERPRISE]: 'enterprise',
  [VerifyType.STUDENT]: 'student',
};

export function kindOf(verifyType: number): 'personal' | 'enterprise' | 'student' {
  return (TYPE_NAMES[verifyType] ?? 'personal') as 'personal' | 'enterprise' | 'student';
}

/** Refused before any third party is asked (and paid): the number verifies another account. */
export async function assertSubjectFree(
  db: Db,
  input: { userId: number; verifyType: number; subjectIndex: string; field: string },
): Promise<void> {
  const holder = await subjectHolderOf(db, input.verifyType, input.subjectIndex);
  if (holder !== null && holder !== input.userId) throw subjectTaken(input.field);
}

const subjectTaken = (field: string) =>
  refused(`${field}: this number already verifies another account (one number verifies one account)`);

/** Inserts a record; the unique index settles a race of two accounts over one number. */
export async function insertVerification(
  tx: Db,
  values: NewVerification,
  field: string,
): Promise<VerificationRow> {
  try {
    const row = await insertVerificationRow(tx, values);
    // Every submission is sent with the verification agreement accepted (its checkbox): recorded here.
    await acceptCurrentAgreement(tx, { userId: row.userId, subAccountId: null }, 'verify', row.createdAt);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw subjectTaken(field);
    throw error;
  }
}

export function sealSubject(deps: Pick<AppDeps, 'vault'>, subject: SealedSubject): string {
  return deps.vault.seal(JSON.stringify(subject));
}

export function openSubject(deps: Pick<AppDeps, 'vault'>, row: VerificationRow): SealedSubject {
  return row.sealed ? (JSON.parse(deps.vault.open(row.sealed)) as SealedSubject) : {};
}

export async function findOwnVerification(db: Db, userId: number, id: number): Promise<VerificationRow> {
  const row = await findVerificationOf(db, userId, id);
  if (!row) throw refused('verification_id: not found');
  return row;
}

/** What a record shows: the person masked, a company and its code whole (they are public records). */
export function recordFacts(row: VerificationRow) {
  const company = row.verifyType === VerifyType.ENTERPRISE && row.companyName !== '';
  return {
    id: row.id,
    verify_type: row.verifyType as 0 | 1 | 2,
    method: row.method as VerifyMethod,
    status: row.status as 0 | 1 | 2 | 3,
    reason: row.reason,
    name: company ? row.companyName : row.maskedName,
    id_number: row.maskedNumber,
    bank_card: row.maskedCard,
    school: row.school,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

export function recordOut(
  deps: SignedFileDeps,
  row: VerificationRow,
  check: VerificationCheckRow | null,
  files: readonly VerificationFileRow[],
): VerificationRecord {
  const waitingTransfer =
    row.method === 'license_transfer' && row.status === VerifyStatus.PENDING && row.waitUntil !== null;
  return {
    ...recordFacts(row),
    url: row.status === VerifyStatus.PENDING && check?.status === 'pending' ? check.url : null,
    transfer: waitingTransfer
      ? { tries_left: row.transferTriesLeft ?? 0, wait_until: row.waitUntil?.toISOString() ?? '' }
      : null,
    files: files
      .filter((file) => file.verificationId === row.id)
      .map((file) => verificationFileOut(deps, file)),
  };
}

export async function recordsOut(
  deps: RecordAnswerDeps,
  rows: readonly VerificationRow[],
): Promise<VerificationRecord[]> {
  const checks = await checksByIds(
    deps.db,
    rows.flatMap((row) => (row.checkId === null ? [] : [row.checkId])),
  );
  const files = await filesOf(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    recordOut(deps, row, checks.find((check) => check.id === row.checkId) ?? null, files),
  );
}

/**
 * Who an account is verified as (a passed enterprise verification first, else a passed personal
 * one): the company's name (a public record, shown whole) or the person's full name with its masked
 * form. Null without a passed personal or enterprise verification. Money paid out goes to them only.
 */
export async function verifiedOwnerOf(
  deps: Pick<AppDeps, 'vault'>,
  db: Db,
  userId: number,
): Promise<{ name: string; masked: string } | null> {
  const [row] = await passedOwnerRecordsOf(db, userId);
  if (!row) return null;
  if (row.verifyType === VerifyType.ENTERPRISE) return { name: row.companyName, masked: row.companyName };
  return { name: openSubject(deps, row).name ?? row.maskedName, masked: row.maskedName };
}
