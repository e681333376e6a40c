import { ErrorCode, Reason } from '@gpucloud/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { failure } from '../envelope';
import { AppError } from '../errors';
import { translateReason } from '../i18n/translate-reason';
import { readerLanguage } from './reader-language';

interface Problem {
  httpStatus: number;
  code: number;
  reason: string;
  /** Seconds until a refusal ends by itself (Retry-After). */
  retryAfterSeconds?: number;
}

const BODY_PROBLEMS: Record<string, { httpStatus: number; reason: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { httpStatus: 413, reason: 'illegal request body: body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    httpStatus: 415,
    reason:
      'illegal request body: content type must be application/json or application/x-www-form-urlencoded',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { httpStatus: 400, reason: 'illegal request body: JSON body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { httpStatus: 400, reason: 'illegal request body: malformed JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    httpStatus: 400,
    reason: 'illegal request body: wrong content length',
  },
};

/**
 * Problems a refusal names at most: enough for every field of the largest form (a fleet host, 13
 * fields), while a body of thousands of bad fields still gets a short answer.
 */
const MAX_NAMED_ISSUES = 20;

/** "phone: must be 11 digits" — the field path first, so the reason names what to fix. */
function describeIssue(issue: { instancePath: string; message?: string }): string {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const message = (issue.message ?? 'is invalid').replace(
    /^Invalid input: expected .+, received undefined$/,
    'is required',
  );
  return field ? `${field}: ${message}` : message;
}

export function toProblem(error: FastifyError | Error): Problem {
  if (error instanceof AppError) {
    const { httpStatus, code, message: reason, retryAfterSeconds } = error;
    return retryAfterSeconds === undefined
      ? { httpStatus, code, reason }
      : { httpStatus, code, reason, retryAfterSeconds };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const inBody = error.validationContext === 'body';
    const details = error.validation.slice(0, MAX_NAMED_ISSUES).map(describeIssue).join('; ');
    return {
      httpStatus: 400,
      code: inBody ? ErrorCode.ILLEGAL_BODY : ErrorCode.ILLEGAL_PARAMETER,
      reason: `${inBody ? 'illegal request body' : 'illegal request parameter'}: ${details}`,
    };
  }
  const fastifyCode = 'code' in error && typeof error.code === 'string' ? error.code : '';
  const bodyProblem = BODY_PROBLEMS[fastifyCode];
  if (bodyProblem) return { ...bodyProblem, code: ErrorCode.ILLEGAL_BODY };
  const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    // A JSON parse failure surfaces as a SyntaxError with statusCode 400.
    const reason =
      error instanceof SyntaxError
        ? 'illegal request body: malformed JSON'
        : `illegal request: ${error.message}`;
    return { httpStatus: statusCode, code: ErrorCode.ILLEGAL_BODY, reason };
  }
  return { httpStatus: 500, code: ErrorCode.UNKNOWN_ERROR, reason: Reason.UNKNOWN };
}

/** The 500 answer: "unknown server error" in the reader's language, with the id to quote to support. */
export function unknownFailureReason(request: Pick<FastifyRequest, 'headers' | 'id'>): string {
  return translateReason(`${Reason.UNKNOWN} (request id ${request.id})`, readerLanguage(request));
}

/**
 * One mapper from every thrown thing to the envelope; unexpected ones are logged, never shown. The
 * reason is written in the reader's language (Accept-Language; English without one); the log keeps
 * the English the code threw.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const problem = toProblem(error);
    if (problem.code === ErrorCode.UNKNOWN_ERROR) {
      request.log.error({ err: error }, 'unexpected failure');
      return reply.code(500).send(failure(problem.code, unknownFailureReason(request)));
    }
    if (problem.httpStatus >= 500) request.log.error({ err: error }, problem.reason);
    if (problem.retryAfterSeconds !== undefined)
      void reply.header('retry-after', String(problem.retryAfterSeconds));
    const reason = translateReason(problem.reason, readerLanguage(request));
    return reply.code(problem.httpStatus).send(failure(problem.code, reason));
  });
}
