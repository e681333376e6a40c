import { ErrorCode, type VerificationCheck } from '@gpucloud/contracts';
import {
  checkResidentIdNumber,
  checkUnifiedSocialCreditCode,
  maskPersonName,
  maskResidentIdNumber,
  VERIFY_DAILY_LIMITS,
  type VerifyCheckKind,
} from '@gpucloud/domain';
import { addMs, DAY_MS } from '../../core/clock';
import type { AppDeps } from '../../core/deps';
import { AppError, refused } from '../../core/errors';
import { lockKey } from '../../db/advisory-lock';
import type { VerificationCheckRow } from '../../db/schema/verification/verification.table';
import type {
  CheckState,
  CheckValues,
  ProviderCheckKind,
} from '../../providers/verification/verification-provider';
import {
  countChecksSince,
  deleteCheck,
  findCheckOf,
  insertCheck,
  settlePendingCheck,
} from './verification-checks.repository';

/** What starting and reading checks uses: the provider, the seal of its readings, the log of its failures. */
export type CheckDeps = Pick<AppDeps, 'db' | 'clock' | 'vault' | 'verification' | 'log'>;

/** A check the caller cannot see answers as one that does not exist. */
export const checkNotFound = () => new AppError(ErrorCode.REFUSED, 'check not found', 404);

/** What a settled check keeps: the value sealed, the masked fields answers show. */
interface Settled {
  status: 'pending' | 'passed' | 'refused';
  url: string | null;
  reason: string;
  sealedResult: string | null;
  maskedResult: Record<string, string>;
}

/** Our own rules on what a provider read: numbers must pass their checks, cards must be valid. */
function judgeReading<K extends ProviderCheckKind>(
  kind: K,
  value: CheckValues[K],
  today: Date,
): { ok: true; masked: Record<string, string> } | { ok: false; reason: string } {
  if (kind === 'id_card_ocr') {
    const reading = value as CheckValues['id_card_ocr'];
    if (reading.side === 'front') {
      const id = checkResidentIdNumber(reading.idNumber, today);
      if (!id.ok) return { ok: false, reason: `the ID number read ${id.reason}; take a clearer photo` };
      return {
        ok: true,
        masked: {
          side: 'front',
          name: maskPersonName(reading.name),
          id_number: maskResidentIdNumber(id.number),
        },
      };
    }
    const todayText = today.toISOString().slice(0, 10);
    if (reading.validTo !== 'long-term' && !(reading.validTo >= todayText))
      return { ok: false, reason: `the ID card expired on ${reading.validTo}` };
    return { ok: true, masked: { side: 'back', valid_from: reading.validFrom, valid_to: reading.validTo } };
  }
  if (kind === 'license_ocr') {
    const reading = value as CheckValues['license_ocr'];
    const code = checkUnifiedSocialCreditCode(reading.registrationNumber);
    if (!code.ok) return { ok: false, reason: `the credit code read ${code.reason}; take a clearer photo` };
    return {
      ok: true,
      masked: {
        company_name: reading.companyName,
        registration_number: code.code,
        legal_person: maskPersonName(reading.legalPerson),
      },
    };
  }
  if (kind === 'face') {
    const { similarity } = value as CheckValues['face'];
    if (!(similarity >= FACE_MIN_SIMILARITY))
      return { ok: false, reason: `the face does not match the ID photo (similarity ${similarity})` };
    return { ok: true, masked: {} };
  }
  return { ok: true, masked: {} };
}

/** The similarity (0..100) a face must reach against the ID photo. */
export const FACE_MIN_SIMILARITY = 80;

function settle<K extends ProviderCheckKind>(
  deps: Pick<AppDeps, 'clock' | 'vault'>,
  kind: K,
  state: CheckState<CheckValues[K]>,
): Settled {
  if (state.status === 'pending')
    return { status: 'pending', url: state.url, reason: '', sealedResult: null, maskedResult: {} };
  if (state.status === 'refused')
    return { status: 'refused', url: null, reason: state.reason, sealedResult: null, maskedResult: {} };
  const judged = judgeReading(kind, state.value, deps.clock.now());
  if (!judged.ok)
    return { status: 'refused', url: null, reason: judged.reason, sealedResult: null, maskedResult: {} };
  return {
    status: 'passed',
    url: null,
    reason: '',
    sealedResult: deps.vault.seal(JSON.stringify(state.value)),
    maskedResult: judged.masked,
  };
}

/** A provider that failed: the check is forgotten (not counted) and the caller may try again. */
function providerFailed(deps: Pick<AppDeps, 'log'>, error: unknown): AppError {
  deps.log.warn({ err: error }, 'verification provider failed');
  return new AppError(
    ErrorCode.HTTP_ERROR,
    'the verification service could not be reached; nothing was counted, try again in a minute',
    502,
  );
}

/**
 * Starts a check of `kind` for the caller: the daily limit is counted under a lock (one more answers
 * 102252), the check is written, then the provider is asked outside any transaction. A provider
 * failure removes the check again, so only answered checks count.
 */
export async function startCheck<K extends ProviderCheckKind>(
  deps: CheckDeps,
  input: { userId: number; kind: K; parentCheckId?: number; fileId?: number },
  ask: () => Promise<CheckState<CheckValues[K]>>,
): Promise<VerificationCheckRow> {
  const now = deps.clock.now();
  const limit = VERIFY_DAILY_LIMITS[input.kind as VerifyCheckKind];
  const row = await deps.db.transaction(async (tx) => {
    await lockKey(tx, `verification:${input.userId}:${input.kind}`);
    const used = await countChecksSince(tx, input.userId, input.kind, addMs(now, -DAY_MS));
    if (used >= limit)
      throw new AppError(
        ErrorCode.VERIFICATION_ATTEMPTS_LIMIT,
        `verification attempts limit reached: at most ${limit} a day; try again tomorrow`,
      );
    return insertCheck(tx, {
      userId: input.userId,
      kind: input.kind,
      provider: deps.verification.name,
      providerRef: '',
      parentCheckId: input.parentCheckId ?? null,
      fileId: input.fileId ?? null,
      createdAt: now,
    });
  });
  let state: CheckState<CheckValues[K]>;
  try {
    state = await ask();
  } catch (error) {
    await deleteCheck(deps.db, row.id);
    throw providerFailed(deps, error);
  }
  return store(deps, row, state);
}

async function store<K extends ProviderCheckKind>(
  deps: Pick<AppDeps, 'db' | 'clock' | 'vault'>,
  row: VerificationCheckRow,
  state: CheckState<CheckValues[K]>,
): Promise<VerificationCheckRow> {
  const settled = settle(deps, row.kind as K, state);
  const updated = await settlePendingCheck(deps.db, row.id, {
    providerRef: state.ref,
    status: settled.status,
    // A provider that answers no page while pending (Tencent's face result) keeps the one it gave.
    url: settled.status === 'pending' ? (settled.url ?? row.url) : null,
    reason: settled.reason,
    sealedResult: settled.sealedResult,
    maskedResult: settled.maskedResult,
    settledAt: settled.status === 'pending' ? null : deps.clock.now(),
  });
  return updated ?? row;
}

/** Asks the provider again about a pending check; a settled one is answered as it is. */
export async function refreshCheck(
  deps: CheckDeps,
  row: VerificationCheckRow,
): Promise<VerificationCheckRow> {
  if (row.status !== 'pending' || row.providerRef === '') return row;
  try {
    return await store(
      deps,
      row,
      await deps.verification.read(row.kind as ProviderCheckKind, row.providerRef),
    );
  } catch (error) {
    // Still pending as far as we know; the next read asks again.
    deps.log.warn({ err: error, checkId: row.id }, 'verification check could not be read');
    return row;
  }
}

export async function findOwnCheck(
  deps: CheckDeps,
  userId: number,
  checkId: number,
  kinds: readonly VerifyCheckKind[],
): Promise<VerificationCheckRow> {
  const row = await findCheckOf(deps.db, userId, checkId);
  if (!row || !kinds.includes(row.kind)) throw checkNotFound();
  return refreshCheck(deps, row);
}

/** What a passed check read, opened from its seal. */
export function readingOf<K extends ProviderCheckKind>(
  deps: Pick<AppDeps, 'vault'>,
  row: VerificationCheckRow,
  _kind: K,
): CheckValues[K] {
  if (row.status !== 'passed' || row.sealedResult === null) throw refused(`check ${row.id} has not passed`);
  return JSON.parse(deps.vault.open(row.sealedResult)) as CheckValues[K];
}

export function checkOut(row: VerificationCheckRow): VerificationCheck {
  const masked = row.maskedResult;
  const side = masked.side === 'front' || masked.side === 'back' ? masked.side : '';
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    reason: row.reason,
    url: row.status === 'pending' ? row.url : null,
    created_at: row.createdAt.toISOString(),
    result: {
      side,
      name: masked.name ?? '',
      id_number: masked.id_number ?? '',
      valid_from: masked.valid_from ?? '',
      valid_to: masked.valid_to ?? '',
      company_name: masked.company_name ?? '',
      registration_number: masked.registration_number ?? '',
      legal_person: masked.legal_person ?? '',
    },
  };
}
