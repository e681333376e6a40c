import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ErrorCode } from '@gpucloud/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../envelope';
import { translateReason } from '../i18n/translate-reason';
import { unknownFailureReason } from './error-handler';
import { readerLanguage } from './reader-language';

/**
 * Refusals Fastify and Node answer before any route runs, as the envelope like every other refusal
 * (issue 38): the router's (a path parameter over `maxParamLength`, a path that does not decode) and
 * the HTTP parser's (a broken request line, headers too large, a request too slow). The envelope's
 * reason never echoes the request: an over-long path would come back whole.
 */
const ROUTER_REFUSALS: Record<string, { httpStatus: number; code: number; reason: string }> = {
  FST_ERR_MAX_PARAM_LENGTH: {
    httpStatus: 414,
    code: ErrorCode.ILLEGAL_PARAMETER,
    reason: 'illegal request parameter: a path parameter is too long',
  },
  FST_ERR_BAD_URL: {
    httpStatus: 400,
    code: ErrorCode.ILLEGAL_PARAMETER,
    reason: 'illegal request parameter: the path is not a valid URL component',
  },
};

/** Fastify's `frameworkErrors`: the router's refusals as the envelope. */
export function routerRefusal(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = ROUTER_REFUSALS[error.code];
  void reply.header('x-request-id', request.id);
  if (!known) {
    request.log.error({ err: error }, 'unexpected router failure');
    void reply.code(500).send(failure(ErrorCode.UNKNOWN_ERROR, unknownFailureReason(request)));
    return;
  }
  const reason = translateReason(known.reason, readerLanguage(request));
  void reply.code(known.httpStatus).send(failure(known.code, reason));
}

/** What the HTTP parser's refusal is, by Node's error code. */
function clientProblem(code: string): { httpStatus: number; reason: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { httpStatus: 408, reason: 'illegal request: it took too long to arrive' };
  if (code === 'HPE_HEADER_OVERFLOW')
    return { httpStatus: 431, reason: 'illegal request: its headers are too large' };
  return { httpStatus: 400, reason: 'illegal request: it is not well-formed HTTP' };
}

/** How long a refused connection may go on sending what it had started before it is cut. */
const DRAIN_MS = 2_000;

/**
 * Fastify's `clientErrorHandler`: the parser's refusals, written on the socket as the envelope (no
 * request exists yet, so no Accept-Language is read: these stay English), then the connection closed. A client refused mid-request (headers too large)
 * is still sending: closing with its bytes unread would reset the connection, and a reset can
 * destroy the answer before the client reads it (Node 24 does so for 64 kB of headers). So the
 * answer goes out with a FIN, and what still arrives is read and dropped until the client closes,
 * or for at most DRAIN_MS.
 */
export function clientRefusal(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { httpStatus, reason } = clientProblem(error.code ?? '');
  const body = JSON.stringify(failure(ErrorCode.ILLEGAL_PARAMETER, reason));
  const head = `HTTP/1.1 ${httpStatus} ${STATUS_CODES[httpStatus]}`;
  const headers = `Content-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close`;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(`${head}\r\n${headers}\r\n\r\n${body}`);
  socket.on('data', () => undefined);
  socket.resume();
  setTimeout(() => socket.destroy(), DRAIN_MS).unref();
}
