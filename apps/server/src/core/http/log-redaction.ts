import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Fields that carry a secret wherever they appear: sessions, passwords, SMS codes, staff login
 * challenges and recovery codes, keys, ID numbers, the web terminal's tickets.
 */
const SECRET_FIELDS = [
  'session',
  'token',
  'password',
  'old_password',
  'new_password',
  'verify_code',
  'challenge',
  'recovery_code',
  'secret',
  'Secret',
  'signature',
  'api_key',
  'private_key',
  'id_number',
  'id_card',
  'ticket',
];

/** An emailed code is named just `code`, too common a key (error codes) to redact at any depth. */
const CODE_PATHS = ['body.code', 'input.code', 'req.body.code'];

const SECRET_PARAM = new RegExp(`([?&](?:${[...SECRET_FIELDS, 'code'].join('|')})=)[^&#]*`, 'gi');

/** A message text as the log may show it: every run of 4 or more digits (a code) hidden. */
export function maskCodes(text: string): string {
  return text.replace(/\d{4,}/g, (digits) => '*'.repeat(digits.length));
}

/** A URL with the value of every secret query parameter replaced ("?session=[Redacted]"). */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAM, '$1[Redacted]');
}

/**
 * Pino paths: secret headers, and secret fields of anything logged (a body, an input, an error's
 * context) at the top level or one or two levels down.
 */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-signature"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  ...CODE_PATHS,
];

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The request logger: what Fastify logs of a request, with no session, password, code or key in it. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): LoggerOptions {
  return {
    level,
    redact: REDACT_PATHS,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
