import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '../deps';

export function requestMeta(request: FastifyRequest): RequestMeta {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : '' };
}
