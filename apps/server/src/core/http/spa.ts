import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@gpucloud/contracts';
import type { FastifyInstance } from 'fastify';
import { failure } from '../envelope';
import { styleNonceOf } from './security-headers';

const API_PREFIXES = ['/api', '/third-party', '/sandbox'];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}

export interface SpaOptions {
  /** Production running sandbox providers on purpose: the page shows a sandbox ribbon. */
  sandboxRibbon: boolean;
  /** The QR channels a gateway in use takes (`wechat`, `alipay`): the top-up form offers only these. */
  payChannels: readonly string[];
}

/**
 * index.html with what this answer's page needs to know: the nonce its styles are allowed with
 * (antd passes it to every `<style>` it makes), whether it runs against sandbox providers, and the
 * channels money can be paid through.
 */
export function personalizeIndex(html: string, nonce: string, options: SpaOptions): string {
  const meta = [
    `<meta name="csp-nonce" content="${nonce}">`,
    ...(options.sandboxRibbon ? ['<meta name="sandbox" content="1">'] : []),
    `<meta name="pay-channels" content="${options.payChannels.join(',')}">`,
  ].join('');
  return html.replace(/<head>/i, (head) => `${head}${meta}`);
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached (each answer
 * carries its own CSP nonce), and every other GET that is not an API path or a missing asset falls
 * back to index.html so client routes survive a reload. Files are looked up per request, so a
 * rebuilt SPA is served without a restart. Unknown API paths answer 404 with the envelope.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDistDir: string | null,
  options: SpaOptions,
): Promise<void> {
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : null;
  const hasSpa = indexFile !== null && existsSync(indexFile);
  if (hasSpa && webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      decorateReply: true,
      // index.html is always personalized below, never sent as the file it is (nor as a directory's).
      index: false,
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.endsWith('/'),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.raw.url ?? '/';
    const isAsset = url.startsWith('/assets/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(url) && !isAsset;
    if (hasSpa && indexFile && wantsPage) {
      const html = personalizeIndex(await readFile(indexFile, 'utf8'), styleNonceOf(reply), options);
      return reply.header('cache-control', 'no-cache').type('text/html').send(html);
    }
    return reply
      .code(404)
      .send(failure(ErrorCode.ILLEGAL_PARAMETER, `not found: ${request.method} ${url.split('?')[0]}`));
  });
}
