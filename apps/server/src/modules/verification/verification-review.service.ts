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
  STUDENT_VALID_DAYS,
  type VerifyMethod,
  VerifyStatus,
  VerifyType,
} from '@gpucloud/domain';
import type { StaffActor } from '../../core/auth/identity';
import { addMs, DAY_MS } from '../../core/clock';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { systemText } from '../../core/messaging/system-text';
import { notify } from '../notifications';
import { awardVerificationPoints } from '../points';
import { decideAudited, recordAudit } from '../staff';
import { checksOfVerification } from './verification-checks.repository';
import { checkOut } from './verification-checks.service';
import { filesByIds, filesOf } from './verification-files.repository';
import { type SignedFileDeps, verificationFileOut } from './verification-files.service';
import { kindOf, openSubject, recordFacts } from './verification-records';
import {
  type DeskVerificationRow,
  findDeskVerification,
  listDeskVerifications,
  lockVerification,
  updateVerification,
} from './verifications.repository';

const OBJECT = 'verification';
const notFound = () => new AppError(ErrorCode.REFUSED, 'verification not found', 404);
const VERIFICATION_PAGE = '/console/verification/selectVerification';

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return local === '' ? '' : `${local.slice(0, 1)}***@${domain}`;
}

function rowOut(item: DeskVerificationRow): OpsVerificationRow {
  return {
    ...recordFacts(item.record),
    user_id: item.record.userId,
    user_phone: item.phone,
    reviewer_name: item.reviewer,
  };
}

/** The review queue (pending staff-read submissions, oldest first) or every record (newest first). */
export async function listForReview(deps: Pick<AppDeps, 'db'>, input: OpsVerificationListRequest) {
  const { rows, total, waiting } = await listDeskVerifications(deps.db, input, {
    page: input.page,
    pageSize: input.page_size,
  });
  return { list: rows.map(rowOut), page: input.page, page_size: input.page_size, total, waiting };
}

async function findRow(db: Db, id: number) {
  const row = await findDeskVerification(db, id);
  if (!row) throw notFound();
  return row;
}

/** One record with its documents and checks, masked. */
export async function verificationForReview(
  deps: Pick<AppDeps, 'db' | 'vault'> & SignedFileDeps,
  id: number,
): Promise<OpsVerificationDetail> {
  const item = await findRow(deps.db, id);
  const record = item.record;
  const subject = openSubject(deps, record);
  const checks = await checksOfVerification(deps.db, record.id);
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
export async function revealVerification(
  deps: Pick<AppDeps, 'db' | 'clock' | 'vault'>,
  actor: StaffActor,
  id: number,
) {
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
      note: systemText('audit.read_personal_data', {}),
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
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: OpsVerificationReviewRequest,
): Promise<void> {
  const approve = input.decision === 'approve';
  await decideAudited(deps, actor, {
    objectType: OBJECT,
    objectId: input.verification_id,
    lock: (tx) => lockVerification(tx, input.verification_id),
    notFound,
    refusal: (row) => {
      if (!isStaffReviewed(row.method as VerifyMethod))
        return 'verification_id: this verification is decided by its checks, not by staff';
      if (row.status !== VerifyStatus.PENDING)
        return 'verification_id: this verification was decided already';
      return null;
    },
    before: (row) => ({ status: row.status }),
    apply: async (tx, row, now) => {
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
      await updateVerification(tx, row.id, after);
      if (approve) await awardVerificationPoints(tx, row, now);
      return { status: after.status, reason: input.decision === 'refuse' ? input.reason : '' };
    },
    afterAudit: async (tx, row, now) => {
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
    },
  });
}
