import { type APIRequestContext, expect } from '@playwright/test';

interface Envelope<T> {
  status: number;
  reason: string;
  data: T;
}

/** POSTs JSON to /api and returns `data`, failing the test on any non-zero status. */
export async function apiPost<T>(request: APIRequestContext, path: string, body: object): Promise<T> {
  const response = await request.post(`/api${path}`, { data: body });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.status, `${path}: ${envelope.reason}`).toBe(0);
  return envelope.data;
}

export async function loginByApi(
  request: APIRequestContext,
  credentials: { phone: string; password: string },
): Promise<{ token: string; sessionId: string }> {
  return apiPost(request, '/login', credentials);
}
