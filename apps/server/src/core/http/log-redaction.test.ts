import { Writable } from 'node:stream';
import type { LoginData } from '@gpucloud/contracts';
import { authEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, latestSmsCode, sessionTokenOf } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { maskCodes, redactUrl } from './log-redaction';

const PAYMENT_KEY = 'payment-key-0f1e2d3c4b5a69788796a5b4c3d2e1f0';

let app: TestApp;
let log = '';

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  app = await createTestApp({
    env: { LOG_LEVEL: 'trace', PAYMENT_SANDBOX_SECRET: PAYMENT_KEY },
    logStream: stream,
  });
});

afterAll(async () => {
  await app.close();
});

describe('log redaction', () => {
  it('hides secret query parameters and code-like digits', () => {
    expect(redactUrl('/api/x?page=1&session=abc&password=p&verify_code=123456&code=654321#top')).toBe(
      '/api/x?page=1&session=[Redacted]&password=[Redacted]&verify_code=[Redacted]&code=[Redacted]#top',
    );
    expect(redactUrl('/api/x?sessions_page=2')).toBe('/api/x?sessions_page=2');
    expect(maskCodes('Your code is 123456, valid 5 minutes.')).toBe('Your code is ******, valid 5 minutes.');
  });

  it('writes no session, password, SMS code, payment key or ID number of any request', async () => {
    const user = await buildUser(app, { password: 'pass-word-that-must-not-leak' });
    const byPassword = await app.postForm<LoginData>('/login', {
      phone: user.phone,
      password: user.password,
    });
    const token = byPassword.body.data.token;

    await app.postForm('/auth/send_verify_code', { phone: user.phone, purpose: 'login' });
    const code = await latestSmsCode(app, user.phone);
    const byCode = await app.call(authEndpoints.login, { phone: user.phone, verify_code: code });
    expect(byCode.body.status, byCode.body.reason).toBe(0);

    const wrongPassword = 'wrong-password-that-must-not-leak';
    await app.postForm('/login', { phone: user.phone, password: wrongPassword });
    await app.post('/modify_password', { session: token, old_password: wrongPassword, new_password: 'x' });
    const inQuery = await app.server.inject({
      method: 'GET',
      url: `/api/get_notice_by_page?page=1&session=${token}&password=${wrongPassword}`,
    });
    expect(inQuery.statusCode).toBe(200);
    const inHeader = await app.server.inject({
      method: 'GET',
      url: '/api/instance/kvm/get_local_images?instance_id=1',
      headers: { authorization: `Bearer ${sessionTokenOf(byCode.body.data)}`, cookie: `session=${token}` },
    });
    expect(inHeader.json<{ status: number }>().status).not.toBe(2);

    const idNumber = '11010519491231002X';
    app.deps.log.info(
      { body: { id_number: idNumber, session: token }, input: { nested: { private_key: PAYMENT_KEY } } },
      'a handler logs what it was given',
    );

    expect(log).toContain('"url":"/api/get_notice_by_page?page=1&session=[Redacted]&password=[Redacted]"');
    expect(log).toContain('sms written to outbox');
    for (const secret of [
      token,
      sessionTokenOf(byCode.body.data),
      user.password,
      wrongPassword,
      code,
      PAYMENT_KEY,
      idNumber,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
