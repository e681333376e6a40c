import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyChildLogger } from './lazy-child-logger';
import { loggerOptions } from './log-redaction';

/** A server logging into an array, at `level`, with the product's redaction and the lazy children. */
async function serverLoggingAt(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({
    logger: loggerOptions(level, stream),
    childLoggerFactory: lazyChildLogger,
    genReqId: () => 'req-1',
  });
  // Counts the children pino makes of the server's logger (the request loggers' real selves).
  let childrenMade = 0;
  const makeChild = app.log.child.bind(app.log);
  app.log.child = (bindings, options) => {
    childrenMade += 1;
    return makeChild(bindings, options);
  };
  app.get('/quiet', async (request) => {
    request.log.info('not at warn');
    request.log.debug({ any: 1 }, 'nor this');
    return { ok: true };
  });
  app.get('/loud', async (request) => {
    request.log.warn({ session: 'secret-token', input: { password: 'p' } }, 'something to see');
    return { ok: true };
  });
  app.get('/leveled', async (request) => {
    request.log.level = 'debug';
    request.log.debug('now it shows');
    return { level: request.log.level };
  });
  await app.ready();
  return { app, lines, childrenMade: () => childrenMade };
}

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
});

describe('the lazy request logger', () => {
  it('writes nothing and builds no child for a request that logs below the level', async () => {
    const { app, lines, childrenMade } = await serverLoggingAt('warn');
    close = () => app.close();
    const answer = await app.inject({ method: 'GET', url: '/quiet' });
    expect(answer.json()).toEqual({ ok: true });
    expect(lines).toEqual([]);
    expect(childrenMade()).toBe(0);
  });

  it('logs at an enabled level with the request id and the redaction of a child made at once', async () => {
    const { app, lines, childrenMade } = await serverLoggingAt('warn');
    close = () => app.close();
    await app.inject({ method: 'GET', url: '/loud' });
    expect(childrenMade()).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      reqId: 'req-1',
      msg: 'something to see',
      session: '[Redacted]',
      input: { password: '[Redacted]' },
    });
  });

  it('logs what Fastify logs of each request at info, bound to the request id', async () => {
    const { app, lines } = await serverLoggingAt('info');
    close = () => app.close();
    await app.inject({ method: 'GET', url: '/quiet?session=abc' });
    const messages = lines.map((line) => line.msg);
    expect(messages).toEqual(['incoming request', 'not at warn', 'request completed']);
    expect(lines.every((line) => line.reqId === 'req-1')).toBe(true);
    expect(JSON.stringify(lines)).not.toContain('abc');
  });

  it('takes a new level for its request', async () => {
    const { app, lines } = await serverLoggingAt('warn');
    close = () => app.close();
    const answer = await app.inject({ method: 'GET', url: '/leveled' });
    expect(answer.json()).toEqual({ level: 'debug' });
    // From then on the request logs as a child at debug would, Fastify's own lines included.
    expect(lines.map((line) => line.msg)).toEqual(['now it shows', 'request completed']);
  });
});
