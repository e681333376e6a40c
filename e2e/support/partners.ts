import { type APIRequestContext, expect } from '@playwright/test';
import { BANK_CARD, freshIdNumber } from '../pages/VerificationPages';
import { freshPhone } from './accounts';
import { apiPost } from './api';
import { registerFreshAccount, type Session } from './session';
import { latestSmsCode } from './smsOutbox';
import { staffSession } from './staff';

/** Third-party API call of a customer (the token as Bearer), answering the envelope's data. */
async function thirdParty<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: object = {},
): Promise<T> {
  const response = await request.post(`/third-party/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}` },
    data,
  });
  const body = (await response.json()) as { status: number; reason: string; data: T };
  expect(body.status, `${path}: ${body.reason}`).toBe(0);
  return body.data;
}

/** A brand-new account verified by bank card through the API, the sandbox bank passing the check. */
export async function verifiedAccount(
  request: APIRequestContext,
  name = '李娜',
): Promise<Session & { phone: string }> {
  const account = await registerFreshAccount(request);
  await thirdParty(request, account.token, '/verification/captcha');
  const created = await thirdParty<{ verification: { url: string | null } }>(
    request,
    account.token,
    '/verification/bank-card',
    {
      name,
      id_number: freshIdNumber(),
      card_number: BANK_CARD,
      phone: '13912345678',
      code: await latestSmsCode(request, account.phone),
      agreement: true,
    },
  );
  const page = new URL(created.verification.url ?? '').pathname;
  expect((await request.post(page, { form: { decision: 'pass', reason: '' } })).ok()).toBe(true);
  await expect
    .poll(async () => {
      const records = await request.get('/third-party/api/v1/verification/verifications', {
        headers: { authorization: `Bearer ${account.token}` },
      });
      const body = (await records.json()) as { data: { data: { verifications: { status: number }[] } } };
      return body.data.data.verifications[0]?.status;
    })
    .toBe(1);
  return account;
}

/** A verified account that applied and that finance approved (through the API); with its code and id. */
export async function approvedPartner(
  request: APIRequestContext,
): Promise<Session & { phone: string; code: string; userId: number }> {
  const account = await verifiedAccount(request);
  await apiPost(request, '/partner/apply', { session: account.token, agreement: true, note: 'AI lab' });
  const [row] = (
    await apiPost<{ list: { user_id: number }[] }>(request, '/ops/partner/list', {
      session: staffSession('finance'),
      q: account.phone,
    })
  ).list;
  await apiPost(request, '/ops/partner/decide', {
    session: staffSession('finance'),
    user_id: row?.user_id,
    decision: 'approve',
    level: 2,
  });
  const info = await apiPost<{ code: string }>(request, '/partner/get_info', { session: account.token });
  return { ...account, code: info.code, userId: row?.user_id ?? 0 };
}

/** A new account registered through a partner's code (the API's `ref`). */
export async function referredAccount(
  request: APIRequestContext,
  code: string,
): Promise<Session & { phone: string }> {
  const phone = freshPhone();
  await apiPost(request, '/auth/send_verify_code', { phone, purpose: 'register' });
  const session = await apiPost<Session>(request, '/register', {
    phone,
    verify_code: await latestSmsCode(request, phone),
    password: 'fresh-pass-123',
    ref: code,
  });
  return { ...session, phone };
}
