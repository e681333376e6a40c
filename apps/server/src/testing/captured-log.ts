import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';

/** A logger at `trace` whose every line is kept, for tests that prove what a log holds and what it never holds. */
export function captureLog(): { log: FastifyBaseLogger; text(): string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { log: pino({ level: 'trace' }, stream), text: () => text };
}
