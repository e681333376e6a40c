import type { BankCardRequest, Language, VerificationCheck, VerificationRecord } from '@gpucloud/contracts';
import {
  checkBankCardNumber,
  checkResidentIdNumber,
  maskBankCardNumber,
  maskPersonName,
  maskPhone,
  maskResidentIdNumber,
  VerifyStatus,
  VerifyType,
} from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import { addMs, DAY_MS } from '../../core/clock';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { findUserById } from '../account';
import { consumeVerifyCode, sendVerifyCode } from '../sessions';
import { attachCheck, checksByIds, passedIdCardReadingsSince } from './verification-checks.repository';
import {
  type CheckDeps,
  checkOut,
  findOwnCheck,
  readingOf,
  refreshCheck,
  startCheck,
} from './verification-checks.service';
import { markFileUsed } from './verification-files.repository';
import { ownImage } from './verification-files.service';
import {
  assertMaySubmit,
  assertSubjectFree,
  insertVerification,
  type RecordAnswerDeps,
  recordsOut,
  sealSubject,
} from './verification-records';
import { settleRecord } from './verification-settle';
import { listUserVerifications } from './verifications.repository';

/** What sending and using an SMS code uses (the sessions module). */
type SmsCodeDeps = Parameters<typeof sendVerifyCode>[0] & Parameters<typeof consumeVerifyCode>[0];

const PERSONAL_PAGE = '/console/verification/personal';

/** `POST .../ocr-image`: one side of the caller's ID card, read by the provider. */
export async function readIdCard(
  deps: CheckDeps & Pick<AppDeps, 'files'>,
  auth: AuthContext,
  input: { file_id: number; side: 'front' | 'back' },
): Promise<{ check: VerificationCheck }> {
  const image = await ownImage(deps, auth.userId, input.file_id);
  const row = await startCheck(deps, { userId: auth.userId, kind: 'id_card_ocr', fileId: image.row.id }, () =>
    deps.verification.readIdCard({ image: image.bytes, side: input.side }),
  );
  await markFileUsed(deps.db, image.row.id, deps.clock.now());
  return { check: checkOut(row) };
}

/** `POST .../business-license`: the caller's licence, read by the provider. */
export async function readLicense(
  deps: CheckDeps & Pick<AppDeps, 'files'>,
  auth: AuthContext,
  input: { file_id: number },
): Promise<{ check: VerificationCheck }> {
  const image = await ownImage(deps, auth.userId, input.file_id);
  const row = await startCheck(deps, { userId: auth.userId, kind: 'license_ocr', fileId: image.row.id }, () =>
    deps.verification.readLicense({ image: image.bytes }),
  );
  await markFileUsed(deps.db, image.row.id, deps.clock.now());
  return { check: checkOut(row) };
}

/** `POST .../ocr-result`: an ID card or licence reading of the caller's. */
export async function ocrResult(
  deps: CheckDeps,
  auth: AuthContext,
  checkId: number,
): Promise<{ check: VerificationCheck }> {
  return { check: checkOut(await findOwnCheck(deps, auth.userId, checkId, ['id_card_ocr', 'license_ocr'])) };
}

/** The caller's newest passed reading of one side within a day, or null. */
async function latestReading(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number, side: 'front' | 'back') {
  const rows = await passedIdCardReadingsSince(deps.db, userId, addMs(deps.clock.now(), -DAY_MS));
  return rows.find((row) => row.maskedResult.side === side) ?? null;
}

/**
 * `POST .../face-print`: a liveness session for the person on the caller's card, read within the
 * last day (front and a back still valid). Counts against the face limit (3 a day).
 */
export async function startFace(
  deps: CheckDeps & Pick<AppDeps, 'config'>,
  auth: AuthContext,
): Promise<{ check: VerificationCheck }> {
  const front = await latestReading(deps, auth.userId, 'front');
  const back = await latestReading(deps, auth.userId, 'back');
  if (!front || !back)
    throw refused('face: read both sides of your ID card first (POST .../ocr-image), within the last day');
  await deps.db.transaction((tx) => assertMaySubmit(tx, auth.userId, VerifyType.PERSONAL));
  const card = readingOf(deps, front, 'id_card_ocr');
  if (card.side !== 'front') throw refused('face: read the front of your ID card first');
  const row = await startCheck(deps, { userId: auth.userId, kind: 'face', parentCheckId: front.id }, () =>
    deps.verification.startFace({
      name: card.name,
      idNumber: card.idNumber,
      returnUrl: `${deps.config.publicBaseUrl}${PERSONAL_PAGE}`,
    }),
  );
  return { check: checkOut(row) };
}

export async function faceResult(
  deps: CheckDeps,
  auth: AuthContext,
  checkId: number,
): Promise<{ check: VerificationCheck }> {
  return { check: checkOut(await findOwnCheck(deps, auth.userId, checkId, ['face'])) };
}

/** `POST .../captcha`: a code to the account phone, for the bank-card check. */
export async function sendCaptcha(
  deps: Pick<AppDeps, 'db'> & SmsCodeDeps,
  auth: AuthContext,
  meta: { ip: string; language: Language },
): Promise<{ phone: string }> {
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw refused('account not found');
  await sendVerifyCode(deps, {
    phone: user.phone,
    purpose: 'verification',
    ip: meta.ip,
    language: meta.language,
  });
  return { phone: maskPhone(user.phone) };
}

/**
 * `POST .../bank-card`: personal verification by four elements. The code, the numbers' own checks
 * and "one ID number, one account" are settled before the bank is asked (and paid).
 */
export async function verifyBankCard(
  deps: CheckDeps & RecordAnswerDeps & SmsCodeDeps,
  auth: AuthContext,
  input: BankCardRequest,
): Promise<{ verification: VerificationRecord }> {
  const id = checkResidentIdNumber(input.id_number, deps.clock.now());
  if (!id.ok) throw refused(`id_number: ${id.reason}`);
  const card = checkBankCardNumber(input.card_number);
  if (!card.ok) throw refused(`card_number: ${card.reason}`);
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw refused('account not found');
  const subjectIndex = deps.vault.index('resident-id', id.number);
  await deps.db.transaction(async (tx) => {
    await assertMaySubmit(tx, auth.userId, VerifyType.PERSONAL);
    await assertSubjectFree(tx, {
      userId: auth.userId,
      verifyType: VerifyType.PERSONAL,
      subjectIndex,
      field: 'id_number',
    });
  });
  await consumeVerifyCode(deps, { phone: user.phone, purpose: 'verification', code: input.code });
  const check = await startCheck(deps, { userId: auth.userId, kind: 'bank_card' }, () =>
    deps.verification.checkBankCard({
      name: input.name,
      idNumber: id.number,
      cardNumber: card.number,
      phone: input.phone,
    }),
  );
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    await assertMaySubmit(tx, auth.userId, VerifyType.PERSONAL);
    const inserted = await insertVerification(
      tx,
      {
        userId: auth.userId,
        verifyType: VerifyType.PERSONAL,
        method: 'bank_card',
        status: VerifyStatus.PENDING,
        sealed: sealSubject(deps, {
          name: input.name,
          idNumber: id.number,
          bankCard: card.number,
          bankPhone: input.phone,
        }),
        subjectIndex,
        maskedName: maskPersonName(input.name),
        maskedNumber: maskResidentIdNumber(id.number),
        maskedCard: maskBankCardNumber(card.number),
        checkId: check.id,
        createdAt: now,
      },
      'id_number',
    );
    await attachCheck(tx, check.id, inserted.id);
    return inserted;
  });
  const settled = await settleRecord(deps, row, check);
  return { verification: (await recordsOut(deps, [settled]))[0] as VerificationRecord };
}

/**
 * `GET .../verifications`: the caller's records, newest first; a record waiting for a third party
 * (bank card, transfer) is brought up to date first.
 */
export async function listVerifications(
  deps: CheckDeps & RecordAnswerDeps,
  auth: AuthContext,
): Promise<{ data: { verifications: VerificationRecord[] } }> {
  let rows = await listUserVerifications(deps.db, auth.userId);
  const waiting = rows.filter((row) => row.status === VerifyStatus.PENDING && row.checkId !== null);
  if (waiting.length > 0) {
    const checks = await checksByIds(
      deps.db,
      waiting.map((row) => row.checkId as number),
    );
    for (const row of waiting) {
      const check = checks.find((item) => item.id === row.checkId);
      if (check?.status === 'pending') await settleRecord(deps, row, await refreshCheck(deps, check));
    }
    rows = await listUserVerifications(deps.db, auth.userId);
  }
  return { data: { verifications: await recordsOut(deps, rows) } };
}
