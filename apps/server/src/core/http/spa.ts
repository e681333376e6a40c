import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@gpucloud/contracts';
import type { FastifyInstance } from 'fastify';
import { failure } from '../envelope';

const API_PREFIXES = ['/api', '/third-party', '/sandbox'];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every other
 * GET that is not an API path or a missing asset falls back to index.html so client routes survive
 * a reload. Files are looked up per request, so a rebuilt SPA is served without a restart. Unknown
 * API paths answer 404 with the envelope.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string | null): Promise<void> {
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : null;
  const hasSpa = indexFile !== null && existsSync(indexFile);
  if (hasSpa && webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      decorateReply: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.raw.url ?? '/';
    const isAsset = url.startsWith('/assets/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(url) && !isAsset;
    if (hasSpa && wantsPage) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply
      .code(404)
      .send(failure(ErrorCode.ILLEGAL_PARAMETER, `not found: ${request.method} ${url.split('?')[0]}`));
  });
}
