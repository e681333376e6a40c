import {
  type AnyEndpoint,
  accountEndpoints,
  adminEndpoints,
  ErrorCode,
  instancesEndpoints,
  listEndpoints,
  publicApiEndpoints,
  walletEndpoints,
  workOrdersEndpoints,
} from '@gpucloud/contracts';
import { chinaMonthOf } from '@gpucloud/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/account/account.table';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { createKey, signedInject, type TestKey } from '../../testing/access-keys';
import { allGatewaysEnv } from '../../testing/all-gateways';
import {
  type BuiltStaff,
  buildSubAccount,
  buildUser,
  createStaff,
  loginAs,
  staffToken,
} from '../../testing/builders';
import { buildFleet } from '../../testing/fleet';
import { DATE_LIKE_EDGES, dateLikeFields, minimalRequests } from '../../testing/openapi-edge-requests';
import {
  documentValidator,
  type JsonSchema,
  type KnownValues,
  type Operation,
  operationsOf,
  valid,
  violations,
} from '../../testing/openapi-requests';
import { ed25519PublicKey } from '../../testing/ssh-keys';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buildWorkOrder } from '../../testing/work-orders';

/**
 * The API does what its OpenAPI document says, checked from the document alone (as a client
 * generated from it would call): for every endpoint of the map, requests the document calls valid
 * are never refused as malformed (100021/100022) nor answered 5xx, and what succeeds matches the
 * declared answer; requests that break one rule of one field are refused with 100021/100022 naming
 * that field. Seeded and bounded: a few seconds per database engine.
 */
const SEED = 23;
const VALID_RUNS = 6;
const BROKEN_RUNS = 2;
/** Runs per alternative of a request of only its required fields. */
const MINIMAL_RUNS = 2;
const MALFORMED: readonly number[] = [ErrorCode.ILLEGAL_BODY, ErrorCode.ILLEGAL_PARAMETER];

// One key signs every public call: its rate limit must not turn them into 429s.
// Every gateway in use, so that their notify routes are checked against the document too.
const app: TestApp = await createTestApp({
  env: { OPENAPI_RATE_LIMIT_PER_MINUTE: '1000000', ...allGatewaysEnv() },
});
/** The documents are read before the tests are listed: which fields are dates, say, comes from them. */
const operations: Map<string, Operation> = new Map(
  (
    await Promise.all(
      ['/api/openapi.json', '/openapi/v1/openapi.json'].map(async (url) =>
        (await app.server.inject({ method: 'GET', url })).json<unknown>(),
      ),
    )
  )
    .flatMap((doc) => operationsOf(doc))
    .map((operation) => [`${operation.method} ${operation.path}`, operation]),
);
let tokens: Record<'main' | 'staff', string>;
/** The main caller's access key, every scope: what signs the public API's requests. */
let publicKey: TestKey;
let admin: BuiltStaff;
let known: KnownValues;
/** The main caller's ticket, named by the paths of ticket endpoints. */
let ticketId: number;
/** Other rows a path names, by the endpoint's path. */
let pathIds: Record<string, number>;
let logoutUser: { phone: string; password: string };
let mainUser: { id: number; phone: string; password: string };
/** Staff writes that may end the main caller's sessions or login (a generated user_id can be its id). */
const ENDS_MAIN_SESSION = [
  '/api/ops/end_user_session',
  '/api/ops/end_user_sessions',
  '/api/ops/disable_user_login',
];
const validator = documentValidator();

beforeAll(async () => {
  const main = await buildUser(app, { balanceFen: 100_000_000 });
  mainUser = main;
  admin = await createStaff(app, 'admin');
  // The one the staff-management endpoints act on (an admin cannot change their own account).
  const colleague = await createStaff(app, 'support');
  logoutUser = await buildUser(app);
  // Logins with made-up passwords go to a bystander, so no caller of the test is throttled.
  const bystander = await buildUser(app);
  const sub = await buildSubAccount(app, main.id, { moneyLimitFen: 5_000 });
  tokens = { main: (await loginAs(app, main)).token, staff: await staffToken(app, admin) };
  publicKey = await createKey(app, tokens.main);

  const fleet = await buildFleet(app);
  const host = await fleet.newHost({ gpuCount: 8, gpuFree: 8 });
  const session = tokens.main;
  const rented = await app.call(instancesEndpoints.create, {
    session,
    host_id: host.id,
    gpu_count: 1,
    image_id: fleet.imageId,
    mode: 'post_paid',
    count: 1,
  });
  await (app.deps.compute as SimulatedCompute).idle();
  const subs = await app.call(accountEndpoints.subAccounts, {
    session,
  });
  const notice = await app.call(adminEndpoints.publishNotice, {
    session: tokens.staff,
    title_en: 'conformance',
    content_en: 'text',
    single_language: true,
  });
  const group = await app.call(adminEndpoints.createCouponGroup, {
    session: tokens.staff,
    name: 'conformance',
    type: 0,
    amount: 5,
    begin_time: 0,
    total_num: 100,
  });
  const topUp = await app.call(walletEndpoints.createTopUp, {
    session,
    amount: 5,
    pay_type: 1,
  });
  const work = await buildWorkOrder(app, session, { staffToken: tokens.staff });
  ticketId = work.ticketId;
  pathIds = {
    [workOrdersEndpoints.detach.path]: work.waitingFileId,
    [workOrdersEndpoints.download.path]: work.ticketFileId,
    [workOrdersEndpoints.unsubscribe.path]: work.subscriptionId,
    [publicApiEndpoints.offer.path]: host.id,
    ...Object.fromEntries(
      Object.values(publicApiEndpoints)
        .filter((endpoint) => endpoint.path.startsWith('/openapi/v1/instances/:id'))
        .map((endpoint) => [endpoint.path, rented.body.data.InstanceId]),
    ),
  };
  known = {
    subcategory_id: [work.subcategoryId],
    work_order_id: [work.ticketId],
    instance_id: [rented.body.data.InstanceId],
    host_id: [host.id],
    image_id: [fleet.imageId],
    sub_account_id: subs.body.data.data.map((row) => row.SubAccountId),
    id: [notice.body.data.Id],
    group_id: [group.body.data.GroupId],
    out_trade_no: [topUp.body.data.out_trade_no],
    phone: [bystander.phone],
    username: [sub.username],
    staff_id: [colleague.id],
    // The main caller's account was made now: its only month is the current one (China time).
    month: [chinaMonthOf(app.clock.now())],
    // Keys to add (a repeat is refused with 1, as a key already on the account).
    public_key: Array.from({ length: 8 }, () => ed25519PublicKey()),
  };
});

afterAll(async () => {
  await app.close();
});

interface Answer {
  statusCode: number;
  contentType: string;
  envelope: { status: number; reason: string; data: unknown } | null;
  body: string;
}

/** The document writes a path's `:id` as `{id}`. */
function operationKey(endpoint: AnyEndpoint): string {
  return `${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
}

/** The path with its parameters filled from the rows the test made (a ticket of the main caller). */
function urlOf(endpoint: AnyEndpoint): string {
  return endpoint.path.replace(/:(\w+)/g, () => String(pathIds[endpoint.path] ?? ticketId));
}

/**
 * A multipart/form-data body with one small PNG in `field`, as a browser's upload sends it; software
 * releases take installers and archives, not images, so theirs gets an empty zip archive.
 */
function pngUpload(field: string, path: string): { payload: Buffer; contentType: string } {
  const boundary = 'conformance-boundary';
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const zip = Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
  const file =
    path === '/api/ops/software/upload_file'
      ? { name: 'tool.zip', type: 'application/zip', bytes: zip }
      : { name: 'shot.png', type: 'image/png', bytes: png };
  const head = `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A public API call, signed with the main caller's key: the query or the JSON body as sent. */
function sendSigned(endpoint: AnyEndpoint, url: string, input: Record<string, unknown>) {
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
    const query = new URLSearchParams(
      Object.entries(input).map(([key, value]): [string, string] => [key, String(value)]),
    );
    const search = query.toString();
    return signedInject(app, publicKey, { method: endpoint.method, url: search ? `${url}?${search}` : url });
  }
  return signedInject(app, publicKey, { method: endpoint.method, url, payload: JSON.stringify(input) });
}

async function send(
  endpoint: AnyEndpoint,
  request: Record<string, unknown>,
  url = urlOf(endpoint),
): Promise<Answer> {
  if (endpoint.access === 'key') return answerOf(await sendSigned(endpoint, url, request));
  const headers: Record<string, string> = {};
  const input = { ...request };
  if (endpoint.access.startsWith('bearer')) headers.authorization = `Bearer ${tokens.main}`;
  else if (endpoint.path === '/api/logout') input.session = (await loginAs(app, logoutUser)).token;
  else if (endpoint.path === '/api/ops/logout') input.session = await staffToken(app, admin);
  else if (endpoint.access !== 'public' || 'session' in input)
    input.session = endpoint.access === 'staff' ? tokens.staff : tokens.main;
  const upload = endpoint.upload ? pngUpload(endpoint.upload.field, endpoint.path) : null;
  // An upload has no body fields: a staff upload sends its session as the header.
  if (upload && endpoint.access === 'staff') headers.authorization = `Bearer ${tokens.staff}`;
  const raw = upload
    ? await app.server.inject({
        method: endpoint.method,
        url,
        headers: { ...headers, 'content-type': upload.contentType },
        payload: upload.payload,
      })
    : endpoint.method === 'GET' || endpoint.method === 'DELETE'
      ? await app.server.inject({
          method: endpoint.method,
          url,
          headers,
          query: Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)])),
        })
      : await app.server.inject({
          method: endpoint.method,
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(input),
        });
  if (ENDS_MAIN_SESSION.includes(endpoint.path)) await restoreMainSession();
  return answerOf(raw);
}

function answerOf(raw: Awaited<ReturnType<typeof app.server.inject>>): Answer {
  const contentType = String(raw.headers['content-type'] ?? '').split(';')[0] ?? '';
  const envelope =
    contentType === 'application/json' ? raw.json<{ status: number; reason: string; data: unknown }>() : null;
  return { statusCode: raw.statusCode, contentType, envelope, body: raw.body };
}

/** Login enabled again and a new session, whatever a staff write did to the main caller. */
async function restoreMainSession(): Promise<void> {
  await app.deps.db.update(users).set({ loginDisabledAt: null }).where(eq(users.id, mainUser.id));
  tokens.main = (await loginAs(app, mainUser)).token;
}

/** The document's own word on a request: GET parameters travel as text, so they are checked as text. */
function asSent(endpoint: AnyEndpoint, request: Record<string, unknown>): Record<string, unknown> {
  if (endpoint.method !== 'GET') return request;
  return Object.fromEntries(Object.entries(request).map(([key, value]) => [key, String(value)]));
}

const checked = listEndpoints().filter(({ endpoint }) => !endpoint.hidden);

function operationOf(endpoint: AnyEndpoint): Operation {
  const operation = operations.get(operationKey(endpoint));
  if (!operation) throw new Error(`${endpoint.path} is not documented`);
  return operation;
}

/**
 * A refusal is the envelope; only an endpoint whose document gives another JSON answer (a payment
 * gateway's own protocol, `{"code":"FAIL","message"}`) refuses in that form instead.
 */
function expectRefusalAsDocumented(operation: Operation, answer: Answer, said: string): void {
  const documented = operation.responses['application/json'];
  const isEnvelope = (schema: JsonSchema | undefined) =>
    !schema || ['status', 'reason', 'data'].every((name) => schema.required?.includes(name));
  if (!isEnvelope(documented)) {
    const validate = validator(documented ?? {});
    expect(validate(answer.envelope), `${said}: ${JSON.stringify(validate.errors)}`).toBe(true);
    return;
  }
  expect(answer.envelope, `${said}: a refusal is the envelope`).toMatchObject({
    status: expect.any(Number),
    reason: expect.any(String),
  });
  expect(answer.envelope, `${said}: a refusal is the envelope`).toHaveProperty('data');
}

/**
 * A request the document calls valid is served as documented: never 5xx, never refused as
 * malformed, every refusal the envelope, and what succeeds matches the declared answer.
 */
async function expectServed(
  endpoint: AnyEndpoint,
  operation: Operation,
  generated: unknown,
  context = '',
): Promise<void> {
  const request = asSent(endpoint, generated as Record<string, unknown>);
  if (operation.request) {
    const validate = validator(operation.request);
    expect(validate(request), `${context} ${JSON.stringify(validate.errors)}`).toBe(true);
  }
  const answer = await send(endpoint, request);
  const said = `${endpoint.path} ${context} ${JSON.stringify(request)} -> ${answer.statusCode} ${answer.body.slice(0, 300)}`;
  expect(answer.statusCode, said).toBeLessThan(500);
  if (answer.statusCode >= 400) expectRefusalAsDocumented(operation, answer, said);
  if (answer.envelope) expect(MALFORMED, said).not.toContain(answer.envelope.status);
  // A signature the server refused would leave nothing of the public API checked.
  if (endpoint.access === 'key')
    expect(answer.envelope?.status, said).not.toBe(ErrorCode.ILLEGAL_ACCESS_TOKEN);
  if (answer.statusCode !== 200 || (answer.envelope && answer.envelope.status !== 0)) return;
  const schema = operation.responses[answer.contentType];
  expect(schema, `${said}: media type ${answer.contentType} is not documented`).toBeDefined();
  const validate = validator(schema ?? {});
  expect(validate(answer.envelope ?? answer.body), `${said}: ${JSON.stringify(validate.errors)}`).toBe(true);
}

describe('the API conforms to its OpenAPI document', () => {
  it('documents every endpoint of the map', () => {
    for (const { endpoint } of checked)
      expect(operations.has(operationKey(endpoint)), endpoint.path).toBe(true);
  });

  it('documents every integer field also as its decimal text (form-encoded bodies send text)', () => {
    // The sandbox gateway's signed notification is JSON it writes itself, never a form.
    const forms = [...operations.values()].filter(({ path }) => path !== '/api/payment/notify/sandbox');
    for (const operation of forms) {
      for (const [field, schema] of Object.entries(operation.request?.properties ?? {})) {
        const branches = schema.anyOf ?? [schema];
        if (!branches.some((branch) => branch.type === 'integer')) continue;
        const text = branches.find((branch) => branch.type === 'string');
        expect(text?.pattern ?? text?.enum, `${operation.path} ${field}`).toBeDefined();
      }
    }
  });

  it.each(checked.map(({ id, endpoint }) => [id, endpoint] as const))(
    '%s: valid requests are served as documented',
    async (_id, endpoint) => {
      const operation = operationOf(endpoint);
      const requests = operation.request ? valid(operation.request, known) : fc.constant({});
      await fc.assert(
        fc.asyncProperty(requests, (generated) => expectServed(endpoint, operation, generated)),
        { seed: SEED, numRuns: VALID_RUNS, endOnFailure: true },
      );
    },
  );

  it.each(
    checked.filter(({ endpoint }) => endpoint.request).map(({ id, endpoint }) => [id, endpoint] as const),
  )(
    '%s: a request of only its required fields (a no-op edit) is served as documented',
    async (_id, endpoint) => {
      const operation = operationOf(endpoint);
      for (const { branch, requests } of minimalRequests(operation.request ?? {}, known))
        await fc.assert(
          fc.asyncProperty(requests, (generated) => expectServed(endpoint, operation, generated, branch)),
          { seed: SEED, numRuns: MINIMAL_RUNS, endOnFailure: true },
        );
    },
  );

  const withDates = checked.filter(
    ({ endpoint }) => dateLikeFields(operationOf(endpoint).request ?? {}).length > 0,
  );
  it('finds the date-like fields to check at their edges', () => {
    expect(withDates.map(({ endpoint }) => endpoint.path)).toEqual(
      expect.arrayContaining([
        '/api/v2/getInvoiceBalanceChangeList',
        '/api/get_bare_metal_show_list',
        '/api/add_baremetal_reservation',
      ]),
    );
  });

  it.each(withDates.map(({ id, endpoint }) => [id, endpoint] as const))(
    '%s: date-like texts at the edges of their pattern are served or refused as documented',
    async (_id, endpoint) => {
      const operation = operationOf(endpoint);
      const schema = operation.request ?? {};
      const validate = validator(schema);
      const [base = {}] = fc.sample(valid(schema, known), { seed: SEED, numRuns: 1 }) as Array<
        Record<string, unknown>
      >;
      for (const field of dateLikeFields(schema)) {
        const ownMonths = schema.properties?.[field]?.['x-account-months'] === true;
        for (const text of DATE_LIKE_EDGES) {
          const request = asSent(endpoint, { ...base, [field]: text });
          if (!validate(request)) {
            const answer = await send(endpoint, request);
            const said = `${endpoint.path} ${field}=${text} -> ${answer.statusCode} ${answer.body.slice(0, 300)}`;
            expect(answer.envelope?.status, said).toBeOneOf([...MALFORMED]);
            expect(answer.envelope?.reason, said).toMatch(new RegExp(`\\b${field}\\b`));
          } else if (ownMonths) {
            // The document leaves the account's months to its words: any other is refused, naming the field.
            const answer = await send(endpoint, request);
            const said = `${endpoint.path} ${field}=${text} -> ${answer.statusCode} ${answer.body.slice(0, 300)}`;
            expect(answer.statusCode, said).toBeLessThan(500);
            if (answer.envelope?.status !== 0) {
              expect(answer.envelope?.status, said).toBe(ErrorCode.ILLEGAL_BODY);
              expect(answer.envelope?.reason, said).toMatch(new RegExp(`\\b${field}\\b`));
            }
          } else await expectServed(endpoint, operation, request, `${field}=${text}`);
        }
      }
    },
  );

  const withPathParameters = checked.filter(({ endpoint }) => endpoint.path.includes('/:'));
  it('finds path parameters to check', () => {
    expect(withPathParameters.map(({ endpoint }) => endpoint.path)).toContain(
      workOrdersEndpoints.detach.path,
    );
  });

  it.each(withPathParameters.map(({ id, endpoint }) => [id, endpoint] as const))(
    '%s: an over-long, undecodable or out-of-range path parameter is refused with the envelope',
    async (_id, endpoint) => {
      const operation = operationOf(endpoint);
      const [request = {}] = operation.request
        ? (fc.sample(valid(operation.request, known), { seed: SEED, numRuns: 1 }) as Array<
            Record<string, unknown>
          >)
        : [{}];
      const cases = [
        { value: 'a'.repeat(10_240), httpStatus: 414 },
        { value: '9'.repeat(10_240), httpStatus: 414 },
        { value: '%E0%A4%A', httpStatus: 400 },
        { value: '9'.repeat(60), httpStatus: 400 },
        { value: String(2 ** 31), httpStatus: 400 },
      ];
      for (const { value, httpStatus } of cases) {
        const url = endpoint.path.replace(/:(\w+)/g, () => value);
        const answer = await send(endpoint, asSent(endpoint, request), url);
        const said = `${endpoint.method} ${url.slice(0, 80)}… -> ${answer.statusCode} ${answer.body.slice(0, 300)}`;
        expect(answer.statusCode, said).toBe(httpStatus);
        expect(answer.envelope?.status, said).toBe(ErrorCode.ILLEGAL_PARAMETER);
        expect(answer.envelope?.reason, said).not.toContain(value.slice(0, 200));
      }
    },
  );

  it.each(
    checked.filter(({ endpoint }) => endpoint.request).map(({ id, endpoint }) => [id, endpoint] as const),
  )('%s: a request breaking one rule is refused, naming the field', async (_id, endpoint) => {
    const operation = operations.get(operationKey(endpoint));
    const schema = operation?.request;
    if (!schema) throw new Error(`${endpoint.path} documents no request`);
    const validate = validator(schema);
    await fc.assert(
      fc.asyncProperty(valid(schema, known), async (generated) => {
        const base = generated as Record<string, unknown>;
        for (const { field, rule, request } of violations(schema, base)) {
          // Only what the document itself refuses: a bound can be the valid end of another branch.
          if (validate(asSent(endpoint, request))) continue;
          const answer = await send(endpoint, request);
          const said = `${endpoint.path} ${field} (${rule}) ${JSON.stringify(request).slice(0, 200)} -> ${answer.statusCode} ${answer.body.slice(0, 300)}`;
          expect(answer.envelope?.status, said).toBeOneOf([...MALFORMED]);
          expect(answer.statusCode, said).toBeLessThan(500);
          expect(answer.envelope?.reason, said).toMatch(new RegExp(`\\b${field}\\b`));
        }
      }),
      { seed: SEED, numRuns: BROKEN_RUNS, endOnFailure: true },
    );
  });
});
