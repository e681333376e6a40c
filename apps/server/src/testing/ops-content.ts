import { ErrorCode, type StaffRole } from '@gpucloud/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { staffAudit } from '../db/schema/staff/staff.table';
import { createStaff, staffToken } from './builders';
import { dbFingerprint } from './db-fingerprint';
import { createTestApp, type TestApp } from './test-app';

/**
 * A content test file's app and a support member's session; closed after the file's tests.
 * Awaited at the top of the file: `const { app, support } = await openSupportConsole();`.
 */
export async function openSupportConsole() {
  const app = await createTestApp();
  afterAll(() => app.close());
  return { app, support: await staffToken(app, await createStaff(app, 'support')) };
}

/** The audit rows written about one object, oldest first. */
export async function auditRowsOf(app: TestApp, objectType: string, objectId: string | number) {
  return app.deps.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.objectType, objectType), eq(staffAudit.objectId, String(objectId))))
    .orderBy(asc(staffAudit.id));
}

/** Each role answers 100041 on `path` (a valid body), and the database is left as it was. */
export async function expectRolesRefused(
  app: TestApp,
  path: string,
  body: Record<string, unknown>,
  roles: readonly StaffRole[],
): Promise<void> {
  const sessions = await Promise.all(
    roles.map(async (role) => staffToken(app, await createStaff(app, role))),
  );
  const before = await dbFingerprint(app.deps.db);
  for (const [index, session] of sessions.entries()) {
    const reply = await app.post(path, { ...body, session });
    expect(reply.body.status, `${roles[index]} on ${path}`).toBe(ErrorCode.PERMISSION_DENIED);
  }
  expect(await dbFingerprint(app.deps.db)).toEqual(before);
}

/** Bad input answers 100021 with a reason naming `field`, and writes nothing. */
export async function expectBadField(
  app: TestApp,
  path: string,
  body: Record<string, unknown>,
  field: string,
): Promise<void> {
  const before = await dbFingerprint(app.deps.db);
  const reply = await app.post(path, body);
  expect(reply.body.status, reply.body.reason).toBe(ErrorCode.ILLEGAL_BODY);
  expect(reply.body.reason).toContain(`${field}:`);
  expect(await dbFingerprint(app.deps.db)).toEqual(before);
}
