import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_STAFF, type StaffRole } from './accounts';
import { apiPost } from './api';
import { totpCode } from './totp';

/**
 * The demo staff's sessions, made once by auth.setup.ts before any journey runs. A TOTP code counts
 * once per member, so workers that each logged in as the same member would take each other's codes;
 * one login per member, shared, avoids that (staff sessions last 30 idle minutes, the run far less).
 */
const STAFF_PORT = process.env.E2E_PORT ?? '8181';
export const STAFF_STATE = new URL(`../.auth/staff-${STAFF_PORT}.json`, import.meta.url).pathname;

export interface StaffLogin {
  token: string;
  expiresAt: string;
}

/** Logs a demo member in through /api/ops/login and /api/ops/login_totp (the setup's one login). */
export async function loginDemoStaff(request: APIRequestContext, role: StaffRole): Promise<StaffLogin> {
  const member = DEMO_STAFF[role];
  const { Challenge } = await apiPost<{ Challenge: string }>(request, '/ops/login', {
    phone: member.phone,
    password: member.password,
  });
  const { Session, ExpiresAt } = await apiPost<{ Session: string; ExpiresAt: string }>(
    request,
    '/ops/login_totp',
    { challenge: Challenge, code: totpCode(member.totpSecret, Date.now()) },
  );
  return { token: Session, expiresAt: ExpiresAt };
}

let logins: Record<StaffRole, StaffLogin> | null = null;

/** The session of the demo staff member of `role`, as the setup left it. */
export function staffLogin(role: StaffRole): StaffLogin {
  logins ??= JSON.parse(readFileSync(STAFF_STATE, 'utf8')) as Record<StaffRole, StaffLogin>;
  return logins[role];
}

/** The token of the demo staff member of `role`. */
export function staffSession(role: StaffRole): string {
  return staffLogin(role).token;
}
