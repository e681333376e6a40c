import { connect } from 'node:net';
import { ErrorCode } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * What Fastify and Node refuse before a route runs is the envelope too (issue 38): the router's
 * refusals through `inject`, the HTTP parser's over a real socket (inject never parses HTTP).
 */
let app: TestApp;
let port: number;

beforeAll(async () => {
  app = await createTestApp();
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.server.address();
  if (!address || typeof address === 'string') throw new Error('the server listens on no port');
  port = address.port;
});

afterAll(async () => {
  await app.close();
});

/** Sends raw bytes and reads what comes back until the server closes the connection. */
function rawExchange(bytes: string): Promise<{ statusCode: number; contentType: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      const contentType = /content-type: ([^;\r\n]+)/i.exec(head)?.[1] ?? '';
      resolve({ statusCode: Number(head.split(' ')[1]), contentType, body });
    });
    socket.end(bytes);
  });
}

function expectEnvelope(body: string, status: number): { reason: string } {
  const envelope = JSON.parse(body) as { status: number; reason: string; data: unknown };
  expect(envelope).toEqual({ status, reason: expect.any(String), data: null });
  return envelope;
}

describe("the router's refusals", () => {
  it('a 10 kB path parameter is 414 with the envelope, its reason not echoing the path', async () => {
    const id = 'a'.repeat(10_240);
    const reply = await app.server.inject({
      method: 'DELETE',
      url: `/third-party/api/v1/work-order/attachments/${id}`,
    });
    expect(reply.statusCode).toBe(414);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    const { reason } = expectEnvelope(reply.body, ErrorCode.ILLEGAL_PARAMETER);
    expect(reason).not.toContain('aaaa');
  });

  it('a path parameter that does not decode is 400 with the envelope', async () => {
    const reply = await app.server.inject({ method: 'GET', url: '/api/software/download/%E0%A4%A' });
    expect(reply.statusCode).toBe(400);
    expectEnvelope(reply.body, ErrorCode.ILLEGAL_PARAMETER);
  });
});

describe("the HTTP parser's refusals", () => {
  it('a request that is not HTTP is 400 with the envelope', async () => {
    const answer = await rawExchange('NOT HTTP AT ALL\r\n\r\n');
    expect(answer.statusCode).toBe(400);
    expect(answer.contentType).toBe('application/json');
    expectEnvelope(answer.body, ErrorCode.ILLEGAL_PARAMETER);
  });

  it('headers over the size limit are 431 with the envelope', async () => {
    const answer = await rawExchange(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'b'.repeat(64 * 1024)}\r\n\r\n`,
    );
    expect(answer.statusCode).toBe(431);
    expect(answer.contentType).toBe('application/json');
    expectEnvelope(answer.body, ErrorCode.ILLEGAL_PARAMETER);
  });
});
