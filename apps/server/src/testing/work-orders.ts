import { randomUUID } from 'node:crypto';
import type { Envelope, WorkOrderFile } from '@gpucloud/contracts';
import { opsWorkOrdersEndpoints } from '@gpucloud/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';

/** The smallest valid PNG (1×1), as a screenshot would be. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface ThirdPartyReply<T> {
  statusCode: number;
  body: Envelope<T>;
  raw: LightMyRequestResponse;
}

/** A third-party API call with the session as `Authorization: Bearer`. */
export async function thirdParty<T = unknown>(
  app: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: Record<string, unknown>,
): Promise<ThirdPartyReply<T>> {
  const withBody = method === 'POST' || method === 'PUT';
  const raw = await app.server.inject({
    method,
    url: `/third-party/api/v1${path}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(withBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(withBody ? { payload: JSON.stringify(body ?? {}) } : {}),
    ...(!withBody && body
      ? { query: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) }
      : {}),
  });
  return { statusCode: raw.statusCode, body: raw.json<Envelope<T>>(), raw };
}

/** A multipart/form-data body with one file, as a browser's upload sends it. */
export function multipartFile(
  bytes: Buffer,
  filename: string,
  options: { field?: string; contentType?: string } = {},
): { payload: Buffer; contentType: string } {
  const boundary = `----test${randomUUID()}`;
  const head =
    `--${boundary}\r\ncontent-disposition: form-data; name="${options.field ?? 'file'}"; filename="${filename}"\r\n` +
    `content-type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Uploads a file as a customer (the third-party API) or, with `staff`, through the desk. */
export async function uploadFile(
  app: TestApp,
  token: string,
  bytes: Buffer,
  filename: string,
  options: { staff?: boolean; field?: string; url?: string } = {},
): Promise<ThirdPartyReply<{ file: WorkOrderFile }>> {
  const { payload, contentType } = multipartFile(bytes, filename, options);
  const raw = await app.server.inject({
    method: 'POST',
    url:
      options.url ??
      (options.staff ? '/api/ops/work-order/upload_file' : '/third-party/api/v1/work-order/file'),
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
  return { statusCode: raw.statusCode, body: raw.json<Envelope<{ file: WorkOrderFile }>>(), raw };
}

/** A category with an account question and an instance question, made by staff. */
export async function buildCatalogue(app: TestApp, staffToken: string) {
  const suffix = randomUUID().slice(0, 8);
  const category = await app.call(opsWorkOrdersEndpoints.categoryCreate, {
    session: staffToken,
    name: `账号-${suffix}`,
    name_en: `Account ${suffix}`,
  });
  const subcategory = async (resourceType: string, name: string) =>
    (
      await app.post<{ id: number }>('/ops/work-order/create_subcategory', {
        session: staffToken,
        category_id: category.body.data.id,
        name: `${name}-${suffix}`,
        name_en: `${name} ${suffix}`,
        resource_type: resourceType,
      })
    ).body.data.id;
  return {
    categoryId: category.body.data.id,
    accountSubcategoryId: await subcategory('account', 'login'),
    instanceSubcategoryId: await subcategory('instance', 'gpu'),
  };
}

/**
 * A ticket of `session`'s with one file, another file still waiting, and its subscription; under a
 * new catalogue made by staff, or an existing account subcategory.
 */
export async function buildWorkOrder(
  app: TestApp,
  session: string,
  under: { staffToken: string } | { subcategoryId: number },
) {
  const subcategoryId =
    'subcategoryId' in under
      ? under.subcategoryId
      : (await buildCatalogue(app, under.staffToken)).accountSubcategoryId;
  const attached = await uploadFile(app, session, TINY_PNG, 'screen.png');
  if (attached.body.status !== 0) throw new Error(`upload: ${attached.body.reason}`);
  const created = await thirdParty<{ id: number }>(app, session, 'POST', '/work-order/orders', {
    subcategory_id: subcategoryId,
    title: 'Cannot log in',
    description: 'The console says my session expired.',
    contact_phone: '13800138000',
    file_ids: [attached.body.data.file.id],
    agreement: true,
  });
  if (created.body.status !== 0) throw new Error(`ticket: ${created.body.reason}`);
  const waiting = await uploadFile(app, session, TINY_PNG, 'later.png');
  const detail = await thirdParty<{ subscription_id: number }>(
    app,
    session,
    'GET',
    `/work-order/orders/${created.body.data.id}`,
  );
  return {
    subcategoryId,
    ticketId: created.body.data.id,
    ticketFileId: attached.body.data.file.id,
    waitingFileId: waiting.body.data.file.id,
    subscriptionId: detail.body.data.subscription_id,
  };
}

/** A signed file address with its signature changed in one character (never to the same one). */
export function tamperedSignature(url: string): string {
  return url.replace(/signature=(.)/, (_match, first: string) => `signature=${first === 'a' ? 'b' : 'a'}`);
}
