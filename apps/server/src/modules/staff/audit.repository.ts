import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { type PageRequest, readPage } from '../../db/paging';
import { staffAudit, staffMembers } from '../../db/schema/staff/staff.table';

/**
 * The audit trail's only ways in: append and read. There is no update or delete here on purpose
 * (and the database refuses both, migration 0016).
 */
export interface NewAuditRow {
  staffId: number;
  at: Date;
  ip: string;
  endpoint: string;
  objectType: string;
  objectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  note: string;
  noteCode: string | null;
  noteParams: Record<string, unknown> | null;
}

export async function appendAuditRow(db: Db, row: NewAuditRow): Promise<void> {
  await db.insert(staffAudit).values(row);
}

export interface AuditFilter {
  staffId?: number;
  endpoint?: string;
  objectType?: string;
  objectId?: string;
  from?: Date;
  to?: Date;
}

function conditionsOf(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.staffId !== undefined) conditions.push(eq(staffAudit.staffId, filter.staffId));
  if (filter.endpoint) conditions.push(eq(staffAudit.endpoint, filter.endpoint));
  if (filter.objectType) conditions.push(eq(staffAudit.objectType, filter.objectType));
  if (filter.objectId) conditions.push(eq(staffAudit.objectId, filter.objectId));
  if (filter.from) conditions.push(gte(staffAudit.at, filter.from));
  if (filter.to) conditions.push(lt(staffAudit.at, filter.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of the trail, newest first, with who did each write. */
export async function listAuditRows(db: Db, filter: AuditFilter, page: PageRequest) {
  const where = conditionsOf(filter);
  return readPage(
    page,
    (window) =>
      db
        .select({
          id: staffAudit.id,
          at: staffAudit.at,
          staffId: staffAudit.staffId,
          staffName: staffMembers.name,
          staffRole: staffMembers.role,
          ip: staffAudit.ip,
          endpoint: staffAudit.endpoint,
          objectType: staffAudit.objectType,
          objectId: staffAudit.objectId,
          before: staffAudit.before,
          after: staffAudit.after,
          note: staffAudit.note,
          noteCode: staffAudit.noteCode,
          noteParams: staffAudit.noteParams,
        })
        .from(staffAudit)
        .innerJoin(staffMembers, eq(staffMembers.id, staffAudit.staffId))
        .where(where)
        .orderBy(desc(staffAudit.at), desc(staffAudit.id))
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(staffAudit).where(where),
  );
}
