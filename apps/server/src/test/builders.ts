import type { LoginData } from '@gpucloud/contracts';
import { hashPassword } from '../core/passwords';
import { insertSubAccount, insertUser } from '../modules/account/account.repository';
import { deposit, openWallet } from '../modules/wallet/money-movements.service';
import { listOutboxMessages } from '../providers/sms/sms-outbox.repository';
import type { TestApp } from './test-app';

let phoneCounter = 0;

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
    role?: 'user' | 'operator';
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
      passwordHash: await hashPassword(password),
      role: overrides.role ?? 'user',
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
    passwordHash: await hashPassword(password),
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

/** The code of the newest SMS the outbox holds for a phone. */
export async function latestSmsCode(app: TestApp, phone: string): Promise<string> {
  const [message] = await listOutboxMessages(app.deps.db, phone, 1);
  const code = message ? /\b(\d{6})\b/.exec(message.message)?.[1] : undefined;
  if (!code) throw new Error(`no SMS code in the outbox for ${phone}`);
  return code;
}
