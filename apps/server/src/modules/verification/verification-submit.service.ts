import { randomInt } from 'node:crypto';
import type { OtherChannelRequest, VerificationRecord, VerificationSubmitRequest } from '@gpucloud/contracts';
import {
  checkResidentIdNumber,
  maskPersonName,
  maskResidentIdNumber,
  TRANSFER_AMOUNT_TRIES,
  TRANSFER_MAX_FEN,
  TRANSFER_MIN_FEN,
  TRANSFER_WAIT_HOURS,
  VerifyStatus,
  VerifyType,
} from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import { addMs, HOUR_MS } from '../../core/clock';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import type { VerificationRow } from '../../db/schema/verification/verification.table';
import type { CheckValues } from '../../providers/verification/verification-provider';
import { awardVerificationPoints } from '../points';
import { consumeStudentEmailCode } from './student-email-codes.service';
import { checksByIds, claimCheck } from './verification-checks.repository';
import {
  type CheckDeps,
  findOwnCheck,
  readingOf,
  refreshCheck,
  startCheck,
} from './verification-checks.service';
import { claimFiles } from './verification-files.service';
import {
  assertMaySubmit,
  assertSubjectFree,
  findOwnVerification,
  insertVerification,
  type RecordAnswerDeps,
  recordsOut,
  sealSubject,
} from './verification-records';
import { settleRecord } from './verification-settle';
import {
  lockVerification,
  type NewVerification,
  updateVerificationReturning,
} from './verifications.repository';

type Submission<M extends VerificationSubmitRequest['method']> = Extract<
  VerificationSubmitRequest,
  { method: M }
>;

async function answer(
  deps: RecordAnswerDeps,
  row: VerificationRow,
): Promise<{ verification: VerificationRecord }> {
  return { verification: (await recordsOut(deps, [row]))[0] as VerificationRecord };
}

/** A passed check of the caller's that no submission has used yet. */
async function unusedPassedCheck(
  deps: CheckDeps,
  userId: number,
  checkId: number,
  kind: 'face' | 'license_ocr',
  field: string,
) {
  const check = await findOwnCheck(deps, userId, checkId, [kind]).catch(() => {
    throw refused(`${field}: check ${checkId} is not one of yours`);
  });
  if (check.status !== 'passed') throw refused(`${field}: check ${checkId} has not passed`);
  if (check.verificationId !== null)
    throw refused(`${field}: check ${checkId} was used by a submission already`);
  return check;
}

/** Writes a record and marks the checks it used, in one transaction, after the submit rules. */
async function record(
  deps: Pick<AppDeps, 'db'>,
  values: NewVerification & { createdAt: Date },
  uses: { checkIds: number[]; files?: { ids: number[]; field: string } },
  field: string,
): Promise<VerificationRow> {
  return deps.db.transaction(async (tx: Db) => {
    await assertMaySubmit(tx, values.userId, values.verifyType);
    if (values.subjectIndex)
      await assertSubjectFree(tx, {
        userId: values.userId,
        verifyType: values.verifyType,
        subjectIndex: values.subjectIndex,
        field,
      });
    const row = await insertVerification(tx, values, field);
    for (const checkId of uses.checkIds) {
      if (!(await claimCheck(tx, checkId, row.id)))
        throw refused(`check ${checkId} was used by a submission already`);
    }
    if (uses.files)
      await claimFiles(tx, values.userId, uses.files.ids, row.id, values.createdAt, uses.files.field);
    if (row.status === VerifyStatus.PASSED) await awardVerificationPoints(tx, row, values.createdAt);
    return row;
  });
}

async function personalByFace(deps: CheckDeps, auth: AuthContext, input: Submission<'id_card_face'>) {
  const face = await unusedPassedCheck(deps, auth.userId, input.face_check_id, 'face', 'face_check_id');
  const [front] = await checksByIds(deps.db, face.parentCheckId === null ? [] : [face.parentCheckId]);
  if (!front) throw refused('face_check_id: the face check has no ID card reading');
  const card = readingOf(deps, front, 'id_card_ocr');
  if (card.side !== 'front') throw refused('face_check_id: the face check has no ID card reading');
  const now = deps.clock.now();
  return record(
    deps,
    {
      userId: auth.userId,
      verifyType: VerifyType.PERSONAL,
      method: 'id_card_face',
      status: VerifyStatus.PASSED,
      sealed: sealSubject(deps, { name: card.name, idNumber: card.idNumber }),
      subjectIndex: deps.vault.index('resident-id', card.idNumber),
      maskedName: maskPersonName(card.name),
      maskedNumber: maskResidentIdNumber(card.idNumber),
      createdAt: now,
      decidedAt: now,
    },
    { checkIds: [face.id, front.id] },
    'id_number',
  );
}

function licenseOf(
  deps: Pick<AppDeps, 'vault'>,
  check: Parameters<typeof readingOf>[1],
): CheckValues['license_ocr'] {
  return readingOf(deps, check, 'license_ocr');
}

async function enterpriseByTransfer(
  deps: CheckDeps,
  auth: AuthContext,
  input: Submission<'license_transfer'>,
) {
  const legal = checkResidentIdNumber(input.legal_person_id_number, deps.clock.now());
  if (!legal.ok) throw refused(`legal_person_id_number: ${legal.reason}`);
  const licence = await unusedPassedCheck(
    deps,
    auth.userId,
    input.license_check_id,
    'license_ocr',
    'license_check_id',
  );
  const reading = licenseOf(deps, licence);
  const subjectIndex = deps.vault.index('credit-code', reading.registrationNumber);
  await deps.db.transaction(async (tx) => {
    await assertMaySubmit(tx, auth.userId, VerifyType.ENTERPRISE);
    await assertSubjectFree(tx, {
      userId: auth.userId,
      verifyType: VerifyType.ENTERPRISE,
      subjectIndex,
      field: 'license_check_id',
    });
  });
  if (!deps.verification.corporateTransfer)
    throw refused(
      'method: corporate transfers are not offered; verify with an authorisation letter (license_letter)',
    );
  const amountFen = randomInt(TRANSFER_MIN_FEN, TRANSFER_MAX_FEN + 1);
  const transfer = await startCheck(deps, { userId: auth.userId, kind: 'corporate_transfer' }, () =>
    deps.verification.sendTransfer({
      companyName: reading.companyName,
      bankName: input.bank_name,
      accountNumber: input.bank_account,
      amountFen,
    }),
  );
  const now = deps.clock.now();
  const row = await record(
    deps,
    {
      userId: auth.userId,
      verifyType: VerifyType.ENTERPRISE,
      method: 'license_transfer',
      status: VerifyStatus.PENDING,
      sealed: sealSubject(deps, {
        legalPersonName: input.legal_person_name,
        legalPersonIdNumber: legal.number,
        bankName: input.bank_name,
        bankAccount: input.bank_account,
      }),
      subjectIndex,
      companyName: reading.companyName,
      maskedName: maskPersonName(input.legal_person_name),
      maskedNumber: reading.registrationNumber,
      checkId: transfer.id,
      transferSealed: deps.vault.seal(String(amountFen)),
      transferTriesLeft: TRANSFER_AMOUNT_TRIES,
      waitUntil: addMs(now, TRANSFER_WAIT_HOURS * HOUR_MS),
      createdAt: now,
    },
    { checkIds: [licence.id, transfer.id] },
    'license_check_id',
  );
  return settleRecord(deps, row, transfer);
}

async function enterpriseByLetter(deps: CheckDeps, auth: AuthContext, input: Submission<'license_letter'>) {
  const licence = await unusedPassedCheck(
    deps,
    auth.userId,
    input.license_check_id,
    'license_ocr',
    'license_check_id',
  );
  const reading = licenseOf(deps, licence);
  return record(
    deps,
    {
      userId: auth.userId,
      verifyType: VerifyType.ENTERPRISE,
      method: 'license_letter',
      status: VerifyStatus.PENDING,
      sealed: sealSubject(deps, { contactName: input.contact_name, legalPersonName: reading.legalPerson }),
      subjectIndex: deps.vault.index('credit-code', reading.registrationNumber),
      companyName: reading.companyName,
      maskedName: maskPersonName(input.contact_name),
      maskedNumber: reading.registrationNumber,
      createdAt: deps.clock.now(),
    },
    { checkIds: [licence.id], files: { ids: input.letter_file_ids, field: 'letter_file_ids' } },
    'license_check_id',
  );
}

async function student(
  deps: Pick<AppDeps, 'db' | 'clock' | 'vault'>,
  auth: AuthContext,
  input: Submission<'school_email'> | Submission<'student_report'>,
) {
  if (input.method === 'school_email')
    await consumeStudentEmailCode(deps, auth.userId, input.email, input.email_code);
  return record(
    deps,
    {
      userId: auth.userId,
      verifyType: VerifyType.STUDENT,
      method: input.method,
      status: VerifyStatus.PENDING,
      sealed: sealSubject(deps, {
        name: input.student_name,
        ...(input.method === 'school_email' ? { email: input.email } : {}),
      }),
      maskedName: maskPersonName(input.student_name),
      school: input.school,
      reportCode: input.method === 'student_report' ? input.report_code : '',
      createdAt: deps.clock.now(),
    },
    {
      checkIds: [],
      ...(input.method === 'school_email' && input.file_ids
        ? { files: { ids: input.file_ids, field: 'file_ids' } }
        : {}),
    },
    'student_name',
  );
}

/** `POST .../verifications`: one submission, by its method. */
export async function submitVerification(
  deps: CheckDeps & RecordAnswerDeps,
  auth: AuthContext,
  input: VerificationSubmitRequest,
): Promise<{ verification: VerificationRecord }> {
  switch (input.method) {
    case 'id_card_face':
      return answer(deps, await personalByFace(deps, auth, input));
    case 'license_transfer':
      return answer(deps, await enterpriseByTransfer(deps, auth, input));
    case 'license_letter':
      return answer(deps, await enterpriseByLetter(deps, auth, input));
    case 'school_email':
    case 'student_report':
      return answer(deps, await student(deps, auth, input));
  }
}

/** `POST .../other-channel`: documents staff read. */
export async function submitOtherChannel(
  deps: Pick<AppDeps, 'clock' | 'vault'> & RecordAnswerDeps,
  auth: AuthContext,
  input: OtherChannelRequest,
): Promise<{ verification: VerificationRecord }> {
  const number = input.document_number.toUpperCase();
  const row = await record(
    deps,
    {
      userId: auth.userId,
      verifyType: input.verify_type,
      method: 'other_channel',
      status: VerifyStatus.PENDING,
      sealed: sealSubject(deps, { name: input.name, idNumber: number }),
      subjectIndex: deps.vault.index(`document:${input.document_type}`, number),
      maskedName: input.verify_type === VerifyType.ENTERPRISE ? input.name : maskPersonName(input.name),
      companyName: input.verify_type === VerifyType.ENTERPRISE ? input.name : '',
      maskedNumber: maskResidentIdNumber(number),
      documentType: input.document_type,
      note: input.note,
      createdAt: deps.clock.now(),
    },
    { checkIds: [], files: { ids: input.file_ids, field: 'file_ids' } },
    'document_number',
  );
  return answer(deps, row);
}

/**
 * `POST .../transfer-amount`: the amount the company received. Right: the enterprise record passes.
 * Wrong: one try fewer, committed before the refusal is answered; none left: refused.
 */
export async function confirmTransferAmount(
  deps: CheckDeps & RecordAnswerDeps,
  auth: AuthContext,
  input: { verification_id: number; amount: string },
): Promise<{ verification: VerificationRecord }> {
  const found = await findOwnVerification(deps.db, auth.userId, input.verification_id);
  if (found.method !== 'license_transfer' || found.status !== VerifyStatus.PENDING)
    throw refused('verification_id: no transfer of yours is waiting for its amount');
  const [stored] = await checksByIds(deps.db, found.checkId === null ? [] : [found.checkId]);
  if (!stored) throw refused('verification_id: no transfer of yours is waiting for its amount');
  const check = await refreshCheck(deps, stored);
  const settled = await settleRecord(deps, found, check);
  if (settled.status !== VerifyStatus.PENDING) return answer(deps, settled);
  if (check.status !== 'passed') throw refused('amount: the transfer has not arrived yet; check again later');
  const givenFen = Math.round(Number(input.amount) * 100);
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await lockVerification(tx, found.id);
    if (!row || row.status !== VerifyStatus.PENDING) return { row: row ?? found, wrong: false };
    const now = deps.clock.now();
    if (Number(deps.vault.open(row.transferSealed ?? '')) === givenFen) {
      const passed = await updateVerificationReturning(tx, row.id, {
        status: VerifyStatus.PASSED,
        decidedAt: now,
        transferTriesLeft: null,
        waitUntil: null,
      });
      if (passed) await awardVerificationPoints(tx, passed, now);
      return { row: passed ?? row, wrong: false };
    }
    const left = Math.max(0, (row.transferTriesLeft ?? 0) - 1);
    const changed = await updateVerificationReturning(
      tx,
      row.id,
      left === 0
        ? {
            status: VerifyStatus.REFUSED,
            reason: 'the transfer amount was wrong 5 times',
            decidedAt: now,
            transferTriesLeft: 0,
          }
        : { transferTriesLeft: left },
    );
    return { row: changed ?? row, wrong: true };
  });
  if (outcome.wrong)
    throw refused(
      outcome.row.status === VerifyStatus.REFUSED
        ? `amount: that is not the amount sent, ${TRANSFER_AMOUNT_TRIES} times; the enterprise verification is refused`
        : `amount: that is not the amount sent; ${outcome.row.transferTriesLeft} tries left`,
    );
  return answer(deps, outcome.row);
}
