import {
  type CompanyRegisterRequest,
  type LoginData,
  type LoginOrChallenge,
  type LoginRequest,
  Reason,
  type RegisterRequest,
  type ResetPasswordRequest,
  STANDING_AGREEMENT_KEYS,
  type SubAccountLoginRequest,
} from '@gpucloud/contracts';
import { maskPhone } from '@gpucloud/domain';
import type { AppDeps, RequestMeta } from '../../core/deps';
import { refused } from '../../core/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../core/passwords';
import { isUniqueViolation } from '../../core/pg-errors';
import { findActiveUserByPhone, findSubAccountForLogin, insertUser, updateUserPassword } from '../account';
import { acceptCurrentAgreement } from '../agreements';
import { bindByReferralCode } from '../partners';
import { startSessionOrChallenge } from '../secondFactor';
import {
  assertLoginAllowed,
  consumeVerifyCode,
  createSession,
  recordLoginFailure,
  revokeSession,
  revokeUserSessions,
  type SessionDeps,
} from '../sessions';
import { openWallet } from '../wallet';

interface NewMainAccount {
  phone: string;
  password: string;
  name: string;
  companyName: string | null;
  /** The referral code of the link the person registered through (issue 15). */
  referralCode?: string;
}

async function createMainAccount(
  deps: SessionDeps,
  account: NewMainAccount,
  meta: RequestMeta,
): Promise<LoginData> {
  const passwordHash = await hashPassword(account.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      if (await findActiveUserByPhone(tx, account.phone)) throw refused(Reason.PHONE_TAKEN);
      const user = await insertUser(tx, {
        phone: account.phone,
        name: account.name,
        passwordHash,
        isCompany: account.companyName !== null,
        companyName: account.companyName,
        now,
      });
      await openWallet(tx, user.id);
      // Signing up accepts the user service agreement and the privacy policy in force.
      for (const key of STANDING_AGREEMENT_KEYS)
        await acceptCurrentAgreement(tx, { userId: user.id, subAccountId: null }, key, now);
      if (account.referralCode) await bindByReferralCode(tx, deps, user.id, account.referralCode, now);
      return createSession(tx, deps, { userId: user.id, subAccountId: null }, meta);
    });
  } catch (error) {
    // Two sign-ups racing for one phone: the unique index decides, the loser gets the same answer.
    if (isUniqueViolation(error)) throw refused(Reason.PHONE_TAKEN);
    throw error;
  }
}

export async function register(
  deps: SessionDeps,
  input: RegisterRequest,
  meta: RequestMeta,
): Promise<LoginData> {
  await consumeVerifyCode(deps, { phone: input.phone, purpose: 'register', code: input.verify_code });
  return createMainAccount(
    deps,
    {
      phone: input.phone,
      password: input.password,
      name: maskPhone(input.phone),
      companyName: null,
      referralCode: input.ref,
    },
    meta,
  );
}

export async function companyRegister(
  deps: SessionDeps,
  input: CompanyRegisterRequest,
  meta: RequestMeta,
): Promise<LoginData> {
  await consumeVerifyCode(deps, { phone: input.phone, purpose: 'register', code: input.verify_code });
  return createMainAccount(
    deps,
    {
      phone: input.phone,
      password: input.password,
      name: input.company_name,
      companyName: input.company_name,
      referralCode: input.ref,
    },
    meta,
  );
}

/** Password or SMS-code login of a main account; the same answer whether or not the phone is registered. */
export async function login(
  deps: SessionDeps,
  input: LoginRequest,
  meta: RequestMeta,
): Promise<LoginOrChallenge> {
  const subject = `phone:${input.phone}`;
  await assertLoginAllowed(deps, subject, meta.ip);
  const user = await findActiveUserByPhone(deps.db, input.phone);
  let valid: boolean;
  if (input.password !== undefined) {
    valid = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
  } else {
    await consumeVerifyCode(deps, { phone: input.phone, purpose: 'login', code: input.verify_code ?? '' });
    valid = user !== null;
  }
  if (!user || !valid) {
    await recordLoginFailure(deps, subject, meta.ip);
    throw refused(Reason.INVALID_CREDENTIALS);
  }
  return startSessionOrChallenge(deps.db, deps, { userId: user.id, subAccountId: null }, meta);
}

export async function subAccountLogin(
  deps: SessionDeps,
  input: SubAccountLoginRequest,
  meta: RequestMeta,
): Promise<LoginOrChallenge> {
  const subject = `sub:${input.username.toLowerCase()}`;
  await assertLoginAllowed(deps, subject, meta.ip);
  const found = await findSubAccountForLogin(deps.db, input.username);
  const valid = found
    ? await verifyPassword(found.subAccount.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!found || !valid || found.mainUnregisteredAt) {
    await recordLoginFailure(deps, subject, meta.ip);
    throw refused(Reason.INVALID_SUB_ACCOUNT_CREDENTIALS);
  }
  return startSessionOrChallenge(
    deps.db,
    deps,
    { userId: found.subAccount.mainUserId, subAccountId: found.subAccount.id },
    meta,
  );
}

/** Forgotten password: an SMS code proves the phone; every open session of the account ends. */
export async function resetPassword(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sessionSync'>,
  input: ResetPasswordRequest,
): Promise<void> {
  await consumeVerifyCode(deps, { phone: input.phone, purpose: 'reset_password', code: input.verify_code });
  const user = await findActiveUserByPhone(deps.db, input.phone);
  if (!user) throw refused(Reason.INVALID_SMS_CODE);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await updateUserPassword(tx, user.id, passwordHash, now);
    await revokeUserSessions(tx, user.id, now, 'password reset', { onlyMainAccount: true });
  });
  await deps.sessionSync.revocationsDelivered();
}

/** Answers only once every server process has forgotten the session: the next request is refused anywhere. */
export async function logout(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sessionSync'>,
  sessionId: string,
): Promise<void> {
  await deps.db.transaction((tx) => revokeSession(tx, sessionId, deps.clock.now(), 'logout'));
  await deps.sessionSync.revocationsDelivered();
}
