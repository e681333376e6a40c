import { ErrorCode, Reason } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { refused } from '../errors';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  app.server.get('/api/test/reason-broken', { config: { access: 'public' } }, async () => {
    throw new Error('secret internals');
  });
  app.server.get('/api/test/reason-port', { config: { access: 'public' } }, async () => {
    throw refused("ports.2.port: must not be 22 (the SSH gateway's port)");
  });
});
afterAll(async () => {
  await app.close();
});

const ZH = { 'accept-language': 'zh-CN' };

function login(body: Record<string, string>, headers: Record<string, string> = {}) {
  return app.server.inject({ method: 'POST', url: '/api/login', payload: body, headers });
}

describe('refusal reasons follow Accept-Language (issue 43)', () => {
  it("answers a business refusal in the reader's language, English without the header", async () => {
    const body = { phone: '13900000999', password: 'not-the-password' };
    const zh = await login(body, ZH);
    expect(zh.json()).toEqual({ status: ErrorCode.REFUSED, reason: '手机号或密码不正确', data: null });
    const en = await login(body);
    expect(en.json()).toEqual({ status: ErrorCode.REFUSED, reason: Reason.INVALID_CREDENTIALS, data: null });
    const english = await login(body, { 'accept-language': 'en-US,zh;q=0.8' });
    expect(english.json()).toMatchObject({ reason: Reason.INVALID_CREDENTIALS });
  });

  it('translates a validation refusal part by part: the lead, the field name kept, the message', async () => {
    const zh = await login(
      { phone: '12345', password: 'x' },
      { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' },
    );
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toEqual({
      status: ErrorCode.ILLEGAL_BODY,
      reason: '请求体有误：phone：必须是 11 位中国大陆手机号',
      data: null,
    });
    const en = await login({ phone: '12345', password: 'x' });
    expect(en.json()).toMatchObject({
      reason: 'illegal request body: phone: must be an 11-digit mainland mobile number',
    });
  });

  it('names every refused field of a body in Chinese, keeping the list', async () => {
    const zh = await login({ phone: '12345' }, ZH);
    expect(zh.json<{ reason: string }>().reason).toBe(
      '请求体有误：phone：必须是 11 位中国大陆手机号；password：password 或 verify_code 必填',
    );
  });

  it('fills the values of a reason into its Chinese text', async () => {
    const zh = await app.server.inject({ method: 'GET', url: '/api/test/reason-port', headers: ZH });
    expect(zh.json()).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'ports.2.port：不能为 22（SSH 网关的端口）',
    });
  });

  it('keeps the request id in the 500 answer, "unknown error" in Chinese too', async () => {
    const zh = await app.server.inject({ method: 'GET', url: '/api/test/reason-broken', headers: ZH });
    expect(zh.statusCode).toBe(500);
    expect(zh.json()).toEqual({
      status: ErrorCode.UNKNOWN_ERROR,
      reason: `未知错误（请求编号 ${zh.headers['x-request-id']}）`,
      data: null,
    });
    const en = await app.server.inject({ method: 'GET', url: '/api/test/reason-broken' });
    expect(en.json()).toMatchObject({
      reason: `${Reason.UNKNOWN} (request id ${en.headers['x-request-id']})`,
    });
  });

  it("answers an unknown API path and the router's refusals in Chinese", async () => {
    const missing = await app.server.inject({ method: 'GET', url: '/api/no_such_call', headers: ZH });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ reason: '接口不存在：GET /api/no_such_call' });
    const longParam = await app.server.inject({
      method: 'DELETE',
      url: `/third-party/api/v1/work-order/attachments/${'a'.repeat(10_240)}`,
      headers: ZH,
    });
    expect(longParam.statusCode).toBe(414);
    expect(longParam.json()).toMatchObject({ reason: '请求参数有误：路径参数过长' });
  });
});
