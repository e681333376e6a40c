import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * A client generated from the served documents alone, as a customer would make one: types by
 * openapi-typescript, then a small typed client compiled strictly against them. It names operations
 * by their operationId, reads their refusals' codes and calls one signed public-API operation; a
 * second file shows the same types refuse a wrong code and an unknown operation.
 */
const CLIENT = `
import type { operations } from './api';
import type { operations as publicOperations } from './public-api';

type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
type BodyOf<O> = O extends { requestBody: { content: { 'application/json': infer Body } } } ? Body : never;
type AnswerOf<O, Status extends number> = O extends { responses: { [S in Status]: infer R } } ? JsonOf<R> : never;
type Answer<O> = AnswerOf<O, 200> | AnswerOf<O, 400> | AnswerOf<O, 401>;

async function post<O>(base: string, path: string, body: BodyOf<O>, headers: Record<string, string> = {}) {
  const reply = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await reply.json()) as Answer<O>;
}

/** The caller's name, or the refusal's code: 2 when the session is gone. */
export async function userName(base: string, session: string): Promise<string | 2 | 1 | 100021 | 100022> {
  const answer = await post<operations['accountUserInfo']>(base, '/api/get_user_info', { session });
  if (answer.status === 0 && answer.data) return answer.data.Name;
  if (answer.status === 2) return answer.status;
  const refused: 1 | 100021 | 100022 = answer.status as AnswerOf<operations['accountUserInfo'], 400>['status'];
  return refused;
}

/** A rental's price; the body's fields (session included) are the generated ones. */
export async function quote(base: string, body: BodyOf<operations['instancesQuotePrice']>) {
  const answer = await post<operations['instancesQuotePrice']>(base, '/api/instance/query_price', body);
  return answer.status === 0 && answer.data ? answer.data : answer.reason;
}

type Stop = publicOperations['publicApiStop'];
type Signed = { 'X-Access-Key': string; 'X-Timestamp': string; 'X-Nonce': string; 'X-Signature': string };

/** Stops an instance over the signed public API; a rate-limited key answers 429 with code 100051. */
export async function stop(base: string, id: Stop['parameters']['path']['id'], signed: Signed) {
  const reply = await fetch(\`\${base}/openapi/v1/instances/\${id}/stop\`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signed },
    body: JSON.stringify({} satisfies BodyOf<Stop>),
  });
  if (reply.status === 429) {
    const limited = (await reply.json()) as AnswerOf<Stop, 429>;
    const code: 100051 = limited.status;
    return { limited: code, retryAfter: reply.headers.get('retry-after') };
  }
  const answer = (await reply.json()) as AnswerOf<Stop, 200> | AnswerOf<Stop, 401> | AnswerOf<Stop, 403>;
  return answer.status === 0 && answer.data ? { state: answer.data.Status } : { refused: answer.status };
}
`;

/** What the same types must refuse: a code the 429 does not carry, an operation no document has. */
const WRONG = `
import type { operations } from './api';
import type { operations as publicOperations } from './public-api';

type Limited = publicOperations['publicApiStop']['responses'][429]['content']['application/json'];
export const code: Limited['status'] = 100052;
export type Missing = operations['noSuchOperation'];
`;

let app: TestApp;
let folder: string;
beforeAll(async () => {
  app = await createTestApp();
  folder = mkdtempSync(path.join(tmpdir(), 'gpucloud-openapi-client-'));
});
afterAll(async () => {
  await app.close();
  rmSync(folder, { recursive: true, force: true });
});

async function typesOf(url: string): Promise<string> {
  const reply = await app.server.inject({ method: 'GET', url });
  expect(reply.statusCode).toBe(200);
  return astToString(await openapiTS(reply.body));
}

describe('a client generated from the served OpenAPI documents', () => {
  it('compiles strictly against the types openapi-typescript makes of them', async () => {
    writeFileSync(path.join(folder, 'api.d.ts'), await typesOf('/api/openapi.json'));
    writeFileSync(path.join(folder, 'public-api.d.ts'), await typesOf('/openapi/v1/openapi.json'));
    writeFileSync(path.join(folder, 'client.ts'), CLIENT);
    writeFileSync(path.join(folder, 'wrong.ts'), WRONG);
    const program = ts.createProgram([path.join(folder, 'client.ts'), path.join(folder, 'wrong.ts')], {
      strict: true,
      noEmit: true,
      noUncheckedIndexedAccess: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      // The generated declarations are read as a consumer reads a package's: the client is checked.
      skipLibCheck: true,
    });
    const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => ({
      file: path.basename(diagnostic.file?.fileName ?? ''),
      text: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
    }));
    expect(problems.filter(({ file }) => file !== 'wrong.ts')).toEqual([]);
    expect(problems.filter(({ file }) => file === 'wrong.ts').map(({ text }) => text)).toEqual([
      expect.stringContaining('100052'),
      expect.stringContaining('noSuchOperation'),
    ]);
  });
});
