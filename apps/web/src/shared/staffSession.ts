/**
 * The operator console's session, kept apart from the customer's (shared/session.ts): its own
 * storage key, so a staff token is never sent on a customer call and never makes the store look
 * logged in. It carries its absolute end; past it the token is dropped without asking the server.
 */
export const STAFF_SESSION_KEY = 'opsSession';

export interface StaffSession {
  token: string;
  /** ISO 8601, as /api/ops/login_totp answers it. */
  expiresAt: string;
}

function isStaffSession(value: unknown): value is StaffSession {
  if (!value || typeof value !== 'object') return false;
  const { token, expiresAt } = value as Record<string, unknown>;
  return typeof token === 'string' && token !== '' && typeof expiresAt === 'string';
}

/** Storage can be disabled (privacy mode, sandboxed frames): reading then behaves as logged out. */
function readItem(): string | null {
  try {
    return localStorage.getItem(STAFF_SESSION_KEY);
  } catch {
    return null;
  }
}

/** The stored session while it lasts; an expired or unreadable one is removed. */
export function readStaffSession(nowMs = Date.now()): StaffSession | null {
  const raw = readItem();
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const ends = isStaffSession(parsed) ? Date.parse(parsed.expiresAt) : Number.NaN;
  if (!isStaffSession(parsed) || !(ends > nowMs)) {
    clearStaffSession();
    return null;
  }
  return parsed;
}

export function getStaffToken(nowMs = Date.now()): string | null {
  return readStaffSession(nowMs)?.token ?? null;
}

export function hasStaffSession(nowMs = Date.now()): boolean {
  return readStaffSession(nowMs) !== null;
}

export function saveStaffSession(session: StaffSession): void {
  localStorage.setItem(STAFF_SESSION_KEY, JSON.stringify(session));
}

export function clearStaffSession(): void {
  try {
    localStorage.removeItem(STAFF_SESSION_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
