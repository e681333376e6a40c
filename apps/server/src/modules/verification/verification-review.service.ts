import {
  ErrorCode,
  type OpsVerificationDetail,
  type OpsVerificationListRequest,
  type OpsVerificationReviewRequest,
  type OpsVerificationRow,
} from '@gpucloud/contracts';
import {
  isStaffReviewed,
  maskPersonName,
  mayReview,
  STAFF_REVIEWED_METHODS,
  STUDENT_VALID_DAYS,
  type VerifyMethod,
  VerifyStatus,
  VerifyType,
} from '@gpucloud/domain';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { StaffActor } from '../../core/auth/identity';
import { addMs, DAY_MS } from '../../core/clock';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { AppError, refused } from '../../core/errors';
import { customerMatch, deskCounts } from '../../db/customer-search';
import { users } from '../../db/schema/account/account.table';
import { staffMembers } from '../../db/schema/staff/staff.table';
import {
  type VerificationRow,
  verificationChecks,
  verifications,
} from '../../db/schema/verification/verification.table';
import { notify } from '../notifications';
import { awardVerificationPoints } from '../points';
import { recordAudit } from '../staff';
import { checkOut } from './verification-checks.service';
import { filesByIds, filesOf, verificationFileOut } from './verification-files.service';
import { kindOf, openSubject, recordFacts } from './verification-records';

const OBJECT = 'verification';
const notFound = () => new AppError(ErrorCode.REFUSED, 'verification not found', 404);
const VERIFICATION_PAGE = '/console/verification/selectVerification';

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return local === '' ? '' : `${local.slice(0, 1)}***@${domain}`;
}

function queueFilter(input: OpsVerificationListRequest): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (input.queue === 'review') {
    conditions.push(eq(verifications.status, VerifyStatus.PENDING));
    conditions.push(inArray(verifications.method, [...STAFF_REVIEWED_METHODS]));
  } else if (input.status !== undefined) conditions.push(eq(verifications.status, input.status));
  if (input.verify_type !== undefined) conditions.push(eq(verifications.verifyType, input.verify_type));
  if (input.q) conditions.push(customerMatch(input.q, verifications.userId));
  return and(...conditions);
}

async function rowsOut(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; offset: number },
) {
  return db
    .select({ record: verifications, phone: users.phone, reviewer: staffMembers.name })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.userId))
    .leftJoin(staffMembers, eq(staffMembers.id, verifications.reviewerId))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

function rowOut(item: {
  record: VerificationRow;
  phone: string;
  reviewer: string | null;
}): OpsVerificationRow {
  return {
    ...recordFacts(item.record),
    user_id: item.record.userId,
    user_phone: item.phone,
    reviewer_name: item.reviewer,
  };
}

/** The review queue (pending staff-read submissions, oldest first) or every record (newest first). */
export async function listForReview(deps: AppDeps, input: OpsVerificationListRequest) {
  const where = queueFilter(input);
  const order =
    input.queue === 'review'
      ? [asc(verifications.createdAt), asc(verifications.id)]
      : [desc(verifications.createdAt), desc(verifications.id)];
  const rows = await rowsOut(deps.db, where, order, {
    limit: input.page_size,
    offset: (input.page - 1) * input.page_size,
  });
  const { total, waiting } = await deskCounts(deps.db, {
    table: verifications,
    userIdColumn: verifications.userId,
    where,
    waiting: and(
      eq(verifications.status, VerifyStatus.PENDING),
      inArray(verifications.method, [...STAFF_REVIEWED_METHODS]),
    ),
  });
  return { list: rows.map(rowOut), page: input.page, page_size: input.page_size, total, waiting };
}

async function findRow(db: Db, id: number) {
  const [row] = await rowsOut(db, eq(verifications.id, id), [asc(verifications.id)], { limit: 1, offset: 0 });
  if (!row) throw notFound();
  return row;
}

/** One record with its documents and checks, masked. */
export async function verificationForReview(deps: AppDeps, id: number): Promise<OpsVerificationDetail> {
  const item = await findRow(deps.db, id);
  const record = item.record;
  const subject = openSubject(deps, record);
  const checks = await deps.db
    .select()
    .from(verificationChecks)
    .where(eq(verificationChecks.verificationId, record.id))
    .orderBy(asc(verificationChecks.id));
  // The submission's own files (letters, documents), and the photos its checks read (licence, ID card).
  const readPhotos = checks.flatMap((check) => (check.fileId === null ? [] : [check.fileId]));
  const files = [...(await filesByIds(deps.db, readPhotos)), ...(await filesOf(deps.db, [record.id]))];
  return {
    ...rowOut(item),
    files: files.map((file) => verificationFileOut(deps, file)),
    checks: checks.map(checkOut),
    document_type: record.documentType,
    note: record.note,
    contact_name: subject.contactName ? maskPersonName(subject.contactName) : '',
    email: subject.email ? maskEmail(subject.email) : '',
    report_code: record.reportCode,
    can_review: mayReview({ status: record.status, method: record.method as VerifyMethod }),
  };
}

/** The record's personal data in full, for reviewer staff; the read itself is audited. */
export async function revealVerification(deps: AppDeps, actor: StaffActor, id: number) {
  return deps.db.transaction(async (tx) => {
    const { record } = await findRow(tx, id);
    const subject = openSubject(deps, record);
    await recordAudit(tx, {
      ...actor,
      at: deps.clock.now(),
      objectType: OBJECT,
      objectId: id,
      before: null,
      after: null,
      note: 'read the personal data in full',
    });
    return {
      name: subject.name ?? '',
      id_number: subject.idNumber ?? '',
      bank_card: subject.bankCard ?? '',
      legal_person_name: subject.legalPersonName ?? '',
      legal_person_id_number: subject.legalPersonIdNumber ?? '',
      contact_name: subject.contactName ?? '',
      email: subject.email ?? '',
    };
  });
}

/** Approves or refuses a pending staff-read submission; the customer is told in the same transaction. */
export async function reviewVerification(
  deps: AppDeps,
  actor: StaffActor,
  input: OpsVerificationReviewRequest,
): Promise<void> {
  const approve = input.decision === 'approve';
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(verifications)
      .where(eq(verifications.id, input.verification_id))
      .for('update');
    if (!row) throw notFound();
    if (!isStaffReviewed(row.method as VerifyMethod))
      throw refused('verification_id: this verification is decided by its checks, not by staff');
    if (row.status !== VerifyStatus.PENDING)
      throw refused('verification_id: this verification was decided already');
    const now = deps.clock.now();
    const after = approve
      ? {
          status: VerifyStatus.PASSED,
          decidedAt: now,
          reviewerId: actor.staff.staffId,
          expiresAt: row.verifyType === VerifyType.STUDENT ? addMs(now, STUDENT_VALID_DAYS * DAY_MS) : null,
        }
      : {
          status: VerifyStatus.REFUSED,
          reason: input.reason,
          decidedAt: now,
          reviewerId: actor.staff.staffId,
        };
    await tx.update(verifications).set(after).where(eq(verifications.id, row.id));
    if (approve) await awardVerificationPoints(tx, row, now);
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: OBJECT,
      objectId: row.id,
      before: { status: row.status },
      after: { status: after.status, reason: input.decision === 'refuse' ? input.reason : '' },
    });
    const kind = kindOf(row.verifyType);
    await notify(
      tx,
      { userId: row.userId, subAccountId: null },
      approve
        ? {
            kind: 'notification',
            template: 'verification.approved',
            params: { kind },
            link: VERIFICATION_PAGE,
            now,
          }
        : {
            kind: 'notification',
            template: 'verification.refused',
            params: { kind, reason: input.decision === 'refuse' ? input.reason : '' },
            link: VERIFICATION_PAGE,
            now,
          },
    );
  });
}
