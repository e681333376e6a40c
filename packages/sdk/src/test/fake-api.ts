import { createHash, createHmac } from 'node:crypto';
import type { PublicInstance } from '@gpucloud/contracts';
import { canonicalRequest, stringToSign } from '@gpucloud/domain';
import { type ClientOptions, createClient } from '../client';

export const ACCESS_KEY_ID = 'GCAK0123456789ABCDEF';
export const SECRET = 'test-secret-of-forty-characters-or-so-00';
/** 2023-11-14T22:13:20Z */
export const NOW_SECONDS = 1_700_000_000;

export interface FakeAnswer {
  httpStatus?: number;
  /** An object is sent as JSON, a string as it is. */
  body: unknown;
  headers?: Record<string, string>;
}

export function ok(data: unknown): FakeAnswer {
  return { body: { status: 0, reason: '', data } };
}

/**
 * A fetch that records each Request and answers from a queue (the last answer repeats), with a
 * clock that `sleep` moves forward, so waits take no time.
 */
export function setupClient(answers: FakeAnswer[] = [ok({})], options: Partial<ClientOptions> = {}) {
  const requests: Request[] = [];
  const sleeps: number[] = [];
  let nowMs = NOW_SECONDS * 1000;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const answer = answers[Math.min(requests.length, answers.length - 1)] ?? ok({});
    requests.push(request);
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(text, { status: answer.httpStatus ?? 200, headers: answer.headers ?? {} });
  };
  const client = createClient({
    baseUrl: 'https://gpu.example.com',
    accessKeyId: ACCESS_KEY_ID,
    secret: SECRET,
    fetch,
    now: () => new Date(nowMs),
    sleep: async (ms) => {
      sleeps.push(ms);
      nowMs += ms;
    },
    ...options,
  });
  const lastRequest = (): Request => {
    const request = requests.at(-1);
    if (!request) throw new Error('no request was sent');
    return request;
  };
  return { client, requests, sleeps, lastRequest };
}

function sha256Hex(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The server's check (modules/openApi/request-signing.ts) redone from the Request as it arrived. */
export async function serverAccepts(request: Request, secret = SECRET): Promise<boolean> {
  const url = new URL(request.url);
  const body = Buffer.from(await request.clone().arrayBuffer());
  const timestamp = request.headers.get('x-timestamp') ?? '';
  const canonical = canonicalRequest({
    method: request.method,
    path: url.pathname,
    query: url.search,
    bodySha256: sha256Hex(body),
    timestamp,
    nonce: request.headers.get('x-nonce') ?? '',
  });
  const expected = createHmac('sha256', secret)
    .update(stringToSign(timestamp, sha256Hex(canonical)))
    .digest('hex');
  return request.headers.get('x-signature') === expected;
}

export function buildInstance(overrides: Partial<PublicInstance> = {}): PublicInstance {
  return {
    InstanceId: 7,
    Name: 'rtx-4090-1',
    Kind: 'container',
    Status: 'creating',
    GpuModel: 'RTX 4090',
    GpuCount: 1,
    CpuCores: 16,
    MemoryGb: 64,
    DataDiskGb: 50,
    BandwidthMbps: 100,
    Region: 'cn-east',
    ImageName: 'PyTorch 2.4',
    HostId: 3,
    System: 'linux',
    BillingMode: 'hourly',
    HourlyCost: 1.98,
    ExpiresAt: '2023-11-14T23:13:20.000Z',
    NextChargeAt: null,
    ReleaseAt: null,
    HoldsGpus: true,
    Interruptible: false,
    GpuMode: 'gpu',
    NoGpuHourlyCost: null,
    StatusDetail: '',
    Note: '',
    SubAccountName: null,
    Simulated: true,
    HostUnreachableSince: null,
    CreateAt: '2023-11-14T22:13:20.000Z',
    OrderNo: 'GC202311140001',
    Access: null,
    ...overrides,
  };
}
