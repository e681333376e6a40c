import type { AuditEntry, AuditListRequest, Language } from '@gpucloud/contracts';
import type { StaffActor } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { noteColumns, type StoredNote, type SystemTextCode } from '../../core/messaging/system-text';
import { storedText } from '../notifications';
import { appendAuditRow, listAuditRows } from './audit.repository';

/** What one staff write changed: the object and its values before and after (null: none). */
export interface AuditRecord extends StaffActor {
  at: Date;
  objectType: string;
  objectId: string | number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** A system text (rendered in each reader's language) or what the staff member wrote. */
  note?: StoredNote;
}

/**
 * Records a staff write in the audit trail. Call it with the transaction of the write itself, so
 * the record and the write are kept or rolled back together.
 */
export async function recordAudit(tx: Db, record: AuditRecord): Promise<void> {
  await appendAuditRow(tx, {
    staffId: record.staff.staffId,
    at: record.at,
    ip: record.ip,
    endpoint: record.endpoint,
    objectType: record.objectType,
    objectId: String(record.objectId),
    before: record.before,
    after: record.after,
    ...noteColumns(record.note),
  });
}

function dateOf(epochSeconds: number | undefined): Date | undefined {
  return epochSeconds === undefined ? undefined : new Date(epochSeconds * 1000);
}

/**
 * Notes the system wrote as fixed English words before notes were codes. The trail is append-only
 * (its rows are never rewritten, not even by a migration), so these are recognised as they are read.
 */
const LEGACY_NOTES: Record<string, SystemTextCode> = {
  login: 'audit.login',
  'login; second factor enrolled': 'audit.login_enrolled',
  'login with a recovery code': 'audit.login_recovery_code',
  logout: 'audit.logout',
  'ended one session': 'audit.ended_one_session',
  'ended every session': 'audit.ended_every_session',
  'read the personal data in full': 'audit.read_personal_data',
  'read the bank account in full': 'audit.read_bank_account',
  assign: 'audit.work_order_assigned',
  resolve: 'audit.work_order_resolved',
  reply: 'audit.work_order_replied',
  'internal note': 'audit.work_order_internal_note',
};

function noteOf(
  row: { note: string; noteCode: string | null; noteParams: unknown },
  language: Language,
): string {
  const code =
    row.noteCode ?? (Object.hasOwn(LEGACY_NOTES, row.note) ? LEGACY_NOTES[row.note] : null) ?? null;
  return storedText(language, code, row.noteParams, row.note);
}

/** The trail, its notes in the reader's language (a note a person wrote stays as written). */
export async function listAudit(
  deps: Pick<AppDeps, 'db'>,
  query: AuditListRequest,
  language: Language,
): Promise<{ data: AuditEntry[]; total: number }> {
  const { rows, total } = await listAuditRows(
    deps.db,
    {
      ...(query.staff_id !== undefined ? { staffId: query.staff_id } : {}),
      ...(query.endpoint ? { endpoint: query.endpoint } : {}),
      ...(query.object_type ? { objectType: query.object_type } : {}),
      ...(query.object_id ? { objectId: query.object_id } : {}),
      ...(query.from !== undefined ? { from: dateOf(query.from) } : {}),
      ...(query.to !== undefined ? { to: dateOf(query.to) } : {}),
    },
    { page: query.page, pageSize: query.page_size },
  );
  return {
    total,
    data: rows.map((row) => ({
      Id: row.id,
      At: row.at.toISOString(),
      StaffId: row.staffId,
      StaffName: row.staffName,
      StaffRole: row.staffRole,
      Ip: row.ip,
      Endpoint: row.endpoint,
      ObjectType: row.objectType,
      ObjectId: row.objectId,
      Before: row.before,
      After: row.after,
      Note: noteOf(row, language),
    })),
  };
}
