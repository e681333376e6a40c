import type { VerificationRecord } from '@gpucloud/contracts';
import { VerifyStatus, VerifyType } from '@gpucloud/domain';
import { POLL_MS } from './checks';

/** antd Tag colours of the record states (0 pending, 1 passed, 2 refused, 3 expired). */
const STATUS_COLOR = {
  [VerifyStatus.PENDING]: 'processing',
  [VerifyStatus.PASSED]: 'success',
  [VerifyStatus.REFUSED]: 'error',
  [VerifyStatus.EXPIRED]: 'default',
} as const;

export function statusColor(status: VerificationRecord['status']): string {
  return STATUS_COLOR[status];
}

/** Newest first, as the server answers; sorted again so a page never depends on it. */
export function newestFirst(records: readonly VerificationRecord[]): VerificationRecord[] {
  return [...records].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}

/** A student verification counts until it expires (a year after it passed). */
export function isActiveStudent(record: VerificationRecord, now: number): boolean {
  if (record.verify_type !== VerifyType.STUDENT || record.status !== VerifyStatus.PASSED) return false;
  return record.expires_at === null || Date.parse(record.expires_at) > now;
}

/** What the account holds: its passed verifications of each kind and what still waits. */
export interface Standing {
  personal: VerificationRecord | null;
  enterprise: VerificationRecord | null;
  student: VerificationRecord | null;
  pending: VerificationRecord[];
}

export function standingOf(records: readonly VerificationRecord[], now: number): Standing {
  const sorted = newestFirst(records);
  const passed = (type: number) =>
    sorted.find((record) => record.verify_type === type && record.status === VerifyStatus.PASSED) ?? null;
  return {
    personal: passed(VerifyType.PERSONAL),
    enterprise: passed(VerifyType.ENTERPRISE),
    student: sorted.find((record) => isActiveStudent(record, now)) ?? null,
    pending: sorted.filter((record) => record.status === VerifyStatus.PENDING),
  };
}

/** A corporate transfer sent and waiting for its amount: the enterprise page resumes there. */
export function pendingTransfer(records: readonly VerificationRecord[]): VerificationRecord | null {
  return (
    newestFirst(records).find(
      (record) =>
        record.method === 'license_transfer' &&
        record.status === VerifyStatus.PENDING &&
        record.transfer !== null,
    ) ?? null
  );
}

/** The newest student record, whatever its state: what the student page starts from. */
export function latestStudentRecord(records: readonly VerificationRecord[]): VerificationRecord | null {
  return newestFirst(records).find((record) => record.verify_type === VerifyType.STUDENT) ?? null;
}

export function findRecord(
  records: readonly VerificationRecord[] | undefined,
  id: number | null,
): VerificationRecord | null {
  if (id === null) return null;
  return records?.find((record) => record.id === id) ?? null;
}

/** The records are read again every 2 s while the one being followed waits for a third party. */
export function recordPollMs(
  records: readonly VerificationRecord[] | undefined,
  id: number | null,
): number | false {
  return findRecord(records, id)?.status === VerifyStatus.PENDING ? POLL_MS : false;
}

/** What the student page shows: the verification held, the one waiting, or the forms (after a refusal or expiry, with it). */
export type StudentView =
  | { kind: 'verified'; record: VerificationRecord }
  | { kind: 'waiting'; record: VerificationRecord }
  | { kind: 'forms'; previous: VerificationRecord | null };

export function studentView(records: readonly VerificationRecord[], now: number): StudentView {
  const active = newestFirst(records).find((record) => isActiveStudent(record, now));
  if (active) return { kind: 'verified', record: active };
  const latest = latestStudentRecord(records);
  if (latest?.status === VerifyStatus.PENDING) return { kind: 'waiting', record: latest };
  return { kind: 'forms', previous: latest };
}

/** Whether a record that was pending in `before` is decided in `after` (its label may have changed). */
export function anyDecidedSince(
  before: readonly VerificationRecord[],
  after: readonly VerificationRecord[],
): boolean {
  const pending = new Set(
    before.filter((record) => record.status === VerifyStatus.PENDING).map((record) => record.id),
  );
  return after.some((record) => pending.has(record.id) && record.status !== VerifyStatus.PENDING);
}
