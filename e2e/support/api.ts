import { Reason } from '@gpucloud/contracts';
import { searchPowNonce } from '@gpucloud/domain';
import { type APIRequestContext, expect } from '@playwright/test';

interface Envelope<T> {
  status: number;
  reason: string;
  data: T;
}

/**
 * POSTs JSON to /api and returns `data`, failing the test on any non-zero status. An SMS send that
 * asks for a proof of work (every journey comes from 127.0.0.1) is solved and sent again, as the
 * web's code button does.
 */
export async function apiPost<T>(request: APIRequestContext, path: string, body: object): Promise<T> {
  const response = await request.post(`/api${path}`, { data: body });
  let envelope = (await response.json()) as Envelope<T>;
  if (path === '/auth/send_verify_code' && envelope.reason === Reason.POW_REQUIRED)
    envelope = await sendWithProofOfWork<T>(request, path, body);
  expect(envelope.status, `${path}: ${envelope.reason}`).toBe(0);
  return envelope.data;
}

async function sendWithProofOfWork<T>(request: APIRequestContext, path: string, body: object) {
  const challenge = (await (
    await request.post('/api/auth/get_pow_challenge', { data: {} })
  ).json()) as Envelope<{
    Challenge: string;
    Salt: string;
    Difficulty: number;
  }>;
  const { Challenge, Salt, Difficulty } = challenge.data;
  let nonce: string | null = null;
  for (let start = 0; nonce === null; start += 100_000)
    nonce = searchPowNonce(Salt, Difficulty, start, 100_000);
  const response = await request.post(`/api${path}`, {
    data: { ...body, pow_challenge: Challenge, pow_nonce: nonce },
  });
  return (await response.json()) as Envelope<T>;
}

export async function loginByApi(
  request: APIRequestContext,
  credentials: { phone: string; password: string },
): Promise<{ token: string; sessionId: string }> {
  return apiPost(request, '/login', credentials);
}
