// What the bench measures on the real server. Each budgeted target carries ARCHITECTURE.md's budget
// (the least share of the bare server's throughput): 0.6 for the hot session reads, 0.25 for the
// signed open-API read; the reference row shows the floor (framework plus one trivial query) so a gap
// can be read as "framework" or "per-request work". Optional targets are skipped until their route
// exists.
import { requestForSuccess } from './gpucloud-server.mjs';
import { isSuccessBody } from './load.mjs';
import { presignedGets, signedGetHeaders } from './signed.mjs';

/** ARCHITECTURE.md "Performance budgets": hot authenticated reads on PostgreSQL, and signed reads. */
const HOT_READ = 0.6;
const SIGNED_READ = 0.25;

export const TARGETS = [
  { name: 'get_user_info', path: '/api/get_user_info', body: {}, budget: HOT_READ },
  {
    name: 'gpu_selector_detail',
    path: '/api/gpu_selector_detail',
    body: {},
    budget: HOT_READ,
    nonEmptyList: true,
  },
  {
    name: 'store/get_store_selector_options',
    path: '/api/store/get_store_selector_options',
    body: {},
    budget: HOT_READ,
  },
  {
    name: 'notifications/get_list',
    path: '/api/notifications/get_list',
    body: { page: 1, page_size: 10, status: -1 },
    budget: HOT_READ,
  },
  { name: 'GET health (reference: select 1)', path: '/api/health', method: 'GET', budget: null },
  {
    name: 'GET /openapi/v1/offers (signed)',
    path: '/openapi/v1/offers',
    method: 'GET',
    signed: true,
    budget: SIGNED_READ,
    nonEmptyList: true,
  },
];

/**
 * Sends one request first: a target that does not really succeed must not be measured as fast.
 * Returns what the load run needs, or null for an optional target whose route does not exist yet.
 */
export async function verifyTarget(baseUrl, target, session, key) {
  const method = target.method ?? 'POST';
  const url = `${baseUrl}${target.path}`;
  const body = method === 'GET' ? undefined : JSON.stringify({ ...target.body, session });
  const headersOf = target.signed ? () => signedGetHeaders(key, url) : undefined;
  try {
    const { text, envelope } = await requestForSuccess(url, {
      method,
      body,
      contentType: body === undefined ? undefined : 'application/json',
      headers: headersOf?.(),
    });
    if (!isSuccessBody(text)) {
      throw new Error(`${target.path} answer does not start with {"status":0,: ${text.slice(0, 80)}`);
    }
    if (target.nonEmptyList && !(envelope.data?.list?.length > 0)) {
      throw new Error(`${target.path} answered an empty list: nothing real to measure`);
    }
    // A load run of a signed target takes its requests from a pool signed before it (lib/signed.mjs).
    const presigned = target.signed ? (size) => presignedGets(key, url, size) : undefined;
    return { ...target, method, url, requestBody: body, presigned, bytes: Buffer.byteLength(text), text };
  } catch (error) {
    if (target.optional && error.httpStatus === 404) return null;
    throw error;
  }
}
