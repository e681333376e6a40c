import type { LoginData, LoginOrChallenge, OpsLoginTotpData, StaffRole } from '@gpucloud/contracts';
import { opsEndpoints } from '@gpucloud/contracts';
import { generateTotpSecret, totpCode } from '../core/auth/totp';
import { sealText } from '../core/crypto/sealed-box';
import { hashPassword } from '../core/passwords';
import { insertSubAccount, insertUser } from '../modules/account/account.repository';
import { insertStaffMember } from '../modules/staff/staff.repository';
import { createStaffSession } from '../modules/staff/staff-sessions.service';
import { deposit } from '../modules/wallet/money-movements/deposits';
import { openWallet } from '../modules/wallet/money-movements/wallet-settings';
import { listOutboxMessages } from '../providers/sms/sms-outbox.repository';
import type { TestApp } from './test-app';

let phoneCounter = 0;

const storedHashes = new Map<string, Promise<string>>();

/**
 * The stored hash of a built account's password: Argon2id with the product's settings, made once per
 * password in a worker (a salted hash of the same password verifies the same; each hash costs about
 * 20 ms of CPU, and the API tests build thousands of accounts).
 */
function storedHashOf(password: string): Promise<string> {
  let hash = storedHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    storedHashes.set(password, hash);
  }
  return hash;
}

/** A phone number no other test in this process uses. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

export interface BuiltUser {
  id: number;
  phone: string;
  password: string;
}

/** A main account with a wallet, written straight to the database; `balanceFen` enters through the ledger. */
export async function buildUser(
  app: TestApp,
  overrides: {
    phone?: string;
    password?: string;
    balanceFen?: number;
    name?: string;
  } = {},
): Promise<BuiltUser> {
  const phone = overrides.phone ?? uniquePhone();
  const password = overrides.password ?? 'password-123';
  const now = app.clock.now();
  const user = await app.deps.db.transaction(async (tx) => {
    const row = await insertUser(tx, {
      phone,
      name: overrides.name ?? `user ${phone}`,
      passwordHash: await storedHashOf(password),
      now,
    });
    await openWallet(tx, row.id);
    if (overrides.balanceFen) {
      await deposit(tx, row.id, overrides.balanceFen, { kind: 'grant', now });
    }
    return row;
  });
  return { id: user.id, phone, password };
}

export async function buildSubAccount(
  app: TestApp,
  mainUserId: number,
  overrides: { username?: string; password?: string; moneyLimitFen?: number } = {},
) {
  phoneCounter += 1;
  const username = overrides.username ?? `sub-${process.pid}-${phoneCounter}`;
  const password = overrides.password ?? 'password-123';
  await insertSubAccount(app.deps.db, {
    mainUserId,
    loginName: username,
    passwordHash: await storedHashOf(password),
    moneyLimit: overrides.moneyLimitFen ?? 0,
    now: app.clock.now(),
  });
  return { username, password };
}

export async function loginAs(app: TestApp, user: { phone: string; password: string }): Promise<LoginData> {
  const reply = await app.postForm<LoginData>('/login', { phone: user.phone, password: user.password });
  if (reply.body.status !== 0) throw new Error(`login failed: ${reply.body.reason}`);
  return reply.body.data;
}

/** The session token of a sign-in's answer; a test that meant to get one fails on a second-factor challenge. */
export function sessionTokenOf(answer: LoginOrChallenge): string {
  if (!('token' in answer)) throw new Error('the sign-in asked for a second factor');
  return answer.token;
}

/** The code of the newest SMS the outbox holds for a phone. */
export async function latestSmsCode(app: TestApp, phone: string): Promise<string> {
  const [message] = await listOutboxMessages(app.deps.db, phone, 1);
  const code = message ? /\b(\d{6})\b/.exec(message.message)?.[1] : undefined;
  if (!code) throw new Error(`no SMS code in the outbox for ${phone}`);
  return code;
}

export interface BuiltStaff {
  id: number;
  phone: string;
  password: string;
  role: StaffRole;
  /** Base32 TOTP secret; null for a member who has not enrolled yet. */
  secret: string | null;
}

/** A staff member written straight to the database, enrolled with a known TOTP secret unless `enrolled: false`. */
export async function createStaff(
  app: TestApp,
  role: StaffRole,
  overrides: { phone?: string; password?: string; name?: string; enrolled?: boolean } = {},
): Promise<BuiltStaff> {
  const phone = overrides.phone ?? uniquePhone();
  const password = overrides.password ?? 'staff-pass-123';
  const secret = overrides.enrolled === false ? null : generateTotpSecret();
  const row = await insertStaffMember(app.deps.db, {
    phone,
    name: overrides.name ?? `${role} ${phone}`,
    passwordHash: await storedHashOf(password),
    role,
    now: app.clock.now(),
    createdBy: null,
    ...(secret ? { totpSecretSealed: sealText(app.deps.config.dataKey, secret) } : {}),
  });
  return { id: row.id, phone, password, role, secret };
}

/** Logs a staff member in through /ops/login and /ops/login_totp with the code of the clock's time. */
export async function loginStaff(app: TestApp, staff: BuiltStaff): Promise<OpsLoginTotpData> {
  if (!staff.secret) throw new Error('loginStaff: the member has no TOTP secret yet');
  const first = await app.call(opsEndpoints.login, { phone: staff.phone, password: staff.password });
  if (first.body.status !== 0) throw new Error(`staff login failed: ${first.body.reason}`);
  const second = await app.call(opsEndpoints.loginTotp, {
    challenge: first.body.data.Challenge,
    code: totpCode(staff.secret, app.clock.now().getTime()),
  });
  if (second.body.status !== 0) throw new Error(`staff second factor failed: ${second.body.reason}`);
  return second.body.data;
}

/** A staff session opened straight in the database (no TOTP step): for tests about what comes after login. */
export async function staffToken(app: TestApp, staff: { id: number }): Promise<string> {
  const meta = { ip: '127.0.0.9', userAgent: 'test' };
  return (await createStaffSession(app.deps.db, staff.id, meta, app.clock.now())).token;
}
