import type { APIRequestContext } from '@playwright/test';
import { DEMO_STAFF, type StaffRole } from './accounts';
import { apiPost } from './api';
import { totpCode } from './totp';

interface Envelope<T> {
  status: number;
  reason: string;
  data: T;
}

/** Staff sessions end after 30 idle minutes; a worker's cached one is renewed well before. */
const REUSE_MS = 20 * 60_000;
const sessions = new Map<StaffRole, { token: string; at: number }>();

/**
 * A session of the demo staff member of `role`, through /api/ops/login and /api/ops/login_totp,
 * kept per worker: a TOTP code counts once per member, so parallel workers logging in as the same
 * member within one 30-second step retry with the next step's code (the server takes one step ahead).
 */
export async function staffSession(request: APIRequestContext, role: StaffRole): Promise<string> {
  const cached = sessions.get(role);
  if (cached && Date.now() - cached.at < REUSE_MS) return cached.token;
  const member = DEMO_STAFF[role];
  const { Challenge } = await apiPost<{ Challenge: string }>(request, '/ops/login', {
    phone: member.phone,
    password: member.password,
  });
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const atMs = Date.now() + (attempt % 2) * 30_000;
    const response = await request.post('/api/ops/login_totp', {
      data: { challenge: Challenge, code: totpCode(member.totpSecret, atMs) },
    });
    const envelope = (await response.json()) as Envelope<{ Session: string }>;
    if (envelope.status === 0) {
      sessions.set(role, { token: envelope.data.Session, at: Date.now() });
      return envelope.data.Session;
    }
    // Both codes of this step were taken by other workers: wait for the next step.
    if (attempt % 2 === 1)
      await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error(`the demo ${role} could not log in with a TOTP code`);
}
