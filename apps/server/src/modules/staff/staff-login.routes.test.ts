import {
  ErrorCode,
  type OpsLoginData,
  type OpsLoginTotpData,
  Reason,
  STAFF_CHALLENGE_MAX_ATTEMPTS,
} from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../core/auth/totp';
import { HOUR_MS, MINUTE_MS } from '../../core/clock';
import {
  type BuiltStaff,
  buildUser,
  createStaff,
  loginAs,
  loginStaff,
  staffToken,
} from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** Each test logs in from an address of its own, so the login throttle of one never slows another. */
let addressCounter = 0;
function newAddress(): string {
  addressCounter += 1;
  return `10.0.0.${addressCounter}`;
}

async function post<T>(path: string, body: object, ip: string) {
  const raw = await app.server.inject({
    method: 'POST',
    url: `/api${path}`,
    payload: body,
    remoteAddress: ip,
  });
  return raw.json<{ status: number; reason: string; data: T }>();
}

async function password(staff: BuiltStaff, ip: string) {
  return post<OpsLoginData>('/ops/login', { phone: staff.phone, password: staff.password }, ip);
}

async function secondFactor(
  challenge: string,
  factor: { code: string } | { recovery_code: string },
  ip: string,
) {
  return post<OpsLoginTotpData>('/ops/login_totp', { challenge, ...factor }, ip);
}

const codeNow = (secret: string) => totpCode(secret, app.clock.now().getTime());

describe('staff login with a second factor', () => {
  it('enrols TOTP at the first login, answers the recovery codes once, then asks for a code', async () => {
    const ip = newAddress();
    const staff = await createStaff(app, 'support', { enrolled: false });
    const first = await password(staff, ip);
    expect(first.status).toBe(0);
    if (first.data.Step !== 'enrol') throw new Error('expected an enrolment');
    expect(first.data.Secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(first.data.OtpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(first.data.OtpauthUri).toContain(first.data.Secret);

    const wrong = await secondFactor(
      first.data.Challenge,
      { code: wrongCode(codeNow(first.data.Secret)) },
      ip,
    );
    expect(wrong.status).toBe(ErrorCode.REFUSED);
    const enrolled = await secondFactor(first.data.Challenge, { code: codeNow(first.data.Secret) }, ip);
    expect(enrolled.status, enrolled.reason).toBe(0);
    expect(enrolled.data.Staff).toMatchObject({ Id: staff.id, Phone: staff.phone, Role: 'support' });
    expect(enrolled.data.RecoveryCodes?.length).toBeGreaterThanOrEqual(8);

    const me = await post<{ Staff: { Role: string } }>('/ops/me', { session: enrolled.data.Session }, ip);
    expect(me.data.Staff.Role).toBe('support');

    app.clock.advance(30_000);
    const again = await password(staff, ip);
    expect(again.data.Step).toBe('totp');
    expect(again.data).not.toHaveProperty('Secret');
    const login = await secondFactor(again.data.Challenge, { code: codeNow(first.data.Secret) }, ip);
    expect(login.status, login.reason).toBe(0);
    expect(login.data.RecoveryCodes).toBeUndefined();
  });

  it('takes a recovery code once, and only as the second factor of an enrolled member', async () => {
    const ip = newAddress();
    const staff = await createStaff(app, 'finance', { enrolled: false });
    const enrol = await password(staff, ip);
    if (enrol.data.Step !== 'enrol') throw new Error('expected an enrolment');
    const recoveryAtEnrolment = await secondFactor(enrol.data.Challenge, { recovery_code: 'abcd-efgh' }, ip);
    expect(recoveryAtEnrolment.status).toBe(ErrorCode.REFUSED);
    const enrolled = await secondFactor(enrol.data.Challenge, { code: codeNow(enrol.data.Secret) }, ip);
    const [recoveryCode] = enrolled.data.RecoveryCodes ?? [];
    if (!recoveryCode) throw new Error('no recovery codes');

    const first = await password(staff, ip);
    const used = await secondFactor(first.data.Challenge, { recovery_code: recoveryCode.toUpperCase() }, ip);
    expect(used.status, used.reason).toBe(0);
    const second = await password(staff, ip);
    const reused = await secondFactor(second.data.Challenge, { recovery_code: recoveryCode }, ip);
    expect(reused.status).toBe(ErrorCode.REFUSED);
  });

  it('refuses a code that was already used (its step or an older one), even from a new challenge', async () => {
    const ip = newAddress();
    const staff = await createStaff(app, 'support');
    const secret = staff.secret ?? '';
    const code = codeNow(secret);
    const first = await password(staff, ip);
    expect((await secondFactor(first.data.Challenge, { code }, ip)).status).toBe(0);
    const second = await password(staff, ip);
    const replay = await secondFactor(second.data.Challenge, { code }, ip);
    expect(replay.status).toBe(ErrorCode.REFUSED);
    expect(replay.reason).toBe('the code is incorrect');
    app.clock.advance(30_000);
    const fresh = await secondFactor(second.data.Challenge, { code: codeNow(secret) }, ip);
    expect(fresh.status, fresh.reason).toBe(0);
  });

  it(`ends a challenge after ${STAFF_CHALLENGE_MAX_ATTEMPTS} wrong codes: the right one no longer helps`, async () => {
    const ip = newAddress();
    const staff = await createStaff(app, 'reviewer');
    const secret = staff.secret ?? '';
    const { data } = await password(staff, ip);
    const answers: Array<{ status: number; reason: string }> = [];
    for (let i = 0; i < STAFF_CHALLENGE_MAX_ATTEMPTS; i += 1)
      answers.push(await secondFactor(data.Challenge, { code: wrongCode(codeNow(secret)) }, ip));
    expect(answers.every((answer) => answer.status === ErrorCode.REFUSED)).toBe(true);
    expect(answers.at(-1)?.reason).toMatch(/log in again/);
    const late = await secondFactor(data.Challenge, { code: codeNow(secret) }, ip);
    expect(late.status).toBe(ErrorCode.REFUSED);
    expect(late.reason).toMatch(/log in again/);
  });

  it('answers an unknown phone and a wrong password alike, and throttles repeated failures', async () => {
    const ip = newAddress();
    const staff = await createStaff(app, 'fleet');
    const wrongPassword = await post('/ops/login', { phone: staff.phone, password: 'not-it-123' }, ip);
    const unknown = await post('/ops/login', { phone: '13700000000', password: 'not-it-123' }, ip);
    expect(wrongPassword).toEqual(unknown);
    expect(wrongPassword).toMatchObject({ status: ErrorCode.REFUSED, reason: Reason.INVALID_CREDENTIALS });
    for (let i = 0; i < 4; i += 1)
      await post('/ops/login', { phone: staff.phone, password: 'not-it-123' }, ip);
    const throttled = await post('/ops/login', { phone: staff.phone, password: staff.password }, ip);
    expect(throttled.status).toBe(ErrorCode.TOO_MANY_REQUESTS);
    expect((await password(staff, newAddress())).status).toBe(0);
  });
});

describe('staff sessions', () => {
  it('are refused on customer endpoints, and customer sessions on staff endpoints', async () => {
    const staff = await staffToken(app, await createStaff(app, 'admin'));
    const customer = (await loginAs(app, await buildUser(app))).token;
    expect((await app.post('/get_user_info', { session: staff })).body.status).toBe(
      ErrorCode.SESSION_INVALID,
    );
    expect((await app.post('/ops/me', { session: customer })).body.status).toBe(ErrorCode.SESSION_INVALID);
    const bearer = await app.post('/ops/me', {}, { authorization: `Bearer ${customer}` });
    expect(bearer.statusCode).toBe(401);
    expect((await app.post('/ops/me', {}, { authorization: `Bearer ${staff}` })).body.status).toBe(0);
  });

  it('deny a role the endpoint does not name (100041), and let admin call it', async () => {
    const reviewer = await staffToken(app, await createStaff(app, 'reviewer'));
    const admin = await staffToken(app, await createStaff(app, 'admin'));
    const denied = await app.post('/admin/get_sms_outbox', { session: reviewer });
    expect(denied.statusCode).toBe(403);
    expect(denied.body.status).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await app.post('/ops/get_staff_list', { session: reviewer })).body.status).toBe(
      ErrorCode.PERMISSION_DENIED,
    );
    expect((await app.post('/admin/get_sms_outbox', { session: admin })).body.status).toBe(0);
  });

  it('end after 30 idle minutes, and 12 hours after login however busy', async () => {
    const staff = await createStaff(app, 'support');
    const idle = await staffToken(app, staff);
    app.clock.advance(31 * MINUTE_MS);
    expect((await app.post('/ops/me', { session: idle })).body.status).toBe(ErrorCode.SESSION_INVALID);

    const busy = await staffToken(app, staff);
    for (let elapsed = 0; elapsed < 12 * HOUR_MS - 20 * MINUTE_MS; elapsed += 20 * MINUTE_MS) {
      app.clock.advance(20 * MINUTE_MS);
      expect((await app.post('/ops/me', { session: busy })).body.status).toBe(0);
    }
    app.clock.advance(20 * MINUTE_MS);
    expect((await app.post('/ops/me', { session: busy })).body.status).toBe(ErrorCode.SESSION_INVALID);
  });

  it('end at logout, and when an admin disables the member or changes their role', async () => {
    const admin = await staffToken(app, await createStaff(app, 'admin'));
    const member = await createStaff(app, 'support');
    const loggedIn = await loginStaff(app, member);
    expect((await app.post('/ops/logout', { session: loggedIn.Session })).body.status).toBe(0);
    expect((await app.post('/ops/me', { session: loggedIn.Session })).body.status).toBe(
      ErrorCode.SESSION_INVALID,
    );

    const beforeRoleChange = await staffToken(app, member);
    await app.post('/ops/set_staff_role', { session: admin, staff_id: member.id, role: 'finance' });
    expect((await app.post('/ops/me', { session: beforeRoleChange })).body.status).toBe(
      ErrorCode.SESSION_INVALID,
    );
    const afterRoleChange = await staffToken(app, member);
    expect((await app.post('/ops/me', { session: afterRoleChange })).body.data).toMatchObject({
      Staff: { Role: 'finance' },
    });

    const disabled = await app.post('/ops/disable_staff', { session: admin, staff_id: member.id });
    expect(disabled.body.status).toBe(0);
    expect((await app.post('/ops/me', { session: afterRoleChange })).body.status).toBe(
      ErrorCode.SESSION_INVALID,
    );
    // Even a session opened some other way is refused once the member is disabled.
    expect((await app.post('/ops/me', { session: await staffToken(app, member) })).body.status).toBe(
      ErrorCode.SESSION_INVALID,
    );
    const login = await password(member, newAddress());
    expect(login).toMatchObject({ status: ErrorCode.REFUSED, reason: Reason.INVALID_CREDENTIALS });
  });

  it('let an admin reset a lost second factor: the member enrols again at the next login', async () => {
    const admin = await staffToken(app, await createStaff(app, 'admin'));
    const member = await createStaff(app, 'fleet');
    const reset = await app.post('/ops/reset_staff_totp', { session: admin, staff_id: member.id });
    expect(reset.body.status).toBe(0);
    const login = await password(member, newAddress());
    expect(login.data.Step).toBe('enrol');
  });
});

/** A 6-digit code that is not `code`. */
function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
