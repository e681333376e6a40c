import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode, type FirstScreen } from '@gpucloud/contracts';
import type { FastifyInstance } from 'fastify';
import { failure } from '../envelope';
import {
  escapeHtml,
  firstScreenFor,
  firstScreenHead,
  pageAssetsReader,
  pageOf,
  pagePreloads,
  visitorLanguage,
} from './page-assets';
import { styleNonceOf } from './security-headers';

const API_PREFIXES = ['/api', '/third-party', '/sandbox'];

/** The web build's page manifest beside index.html (apps/web/scripts/prerender.ts). */
const PAGE_ASSETS_FILE = 'page-assets.json';

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

/** What the build says about the page asked for: its chunks to ask for at once, and maybe its first screen. */
export interface PageHead {
  preloads: string;
  firstScreen: FirstScreen | null;
}

/**
 * index.html with what this answer's page needs to know: the nonce its styles are allowed with
 * (antd passes it to every `<style>` it makes), whether it runs against sandbox providers, and the
 * channels money can be paid through; with the page's chunks preloaded and, for a public page a
 * first-time visitor lands on, its first screen already in `#root`: inert (a click or a keystroke
 * there would be lost) until main.tsx replaces it with the live page.
 */
export function personalizeIndex(html: string, nonce: string, options: SpaOptions, page?: PageHead): string {
  const screen = page?.firstScreen ?? null;
  const head = [
    `<meta name="csp-nonce" content="${nonce}">`,
    ...(options.sandboxRibbon ? ['<meta name="sandbox" content="1">'] : []),
    `<meta name="pay-channels" content="${options.payChannels.join(',')}">`,
    ...(screen ? [firstScreenHead(screen, nonce)] : []),
  ].join('');
  let personal = html.replace(/<head>/i, (open) => `${open}${head}`);
  if (screen) {
    // The first screen paints from the HTML and the stylesheets alone: the app's code loads behind
    // them at low priority instead of sharing the first moments' bandwidth with the stylesheets.
    personal = personal
      .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"')
      .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
      .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(screen.title)}</title>`)
      .replace('<div id="root"></div>', () => `<div id="root" inert>${screen.html}</div>`);
  }
  if (page?.preloads) personal = personal.replace(/<\/head>/i, (close) => `${page.preloads}${close}`);
  return personal;
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
  const pageAssets = pageAssetsReader(path.join(webDistDir ?? '', PAGE_ASSETS_FILE));
  if (hasSpa && webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      decorateReply: true,
      // The web build writes each script and stylesheet also as .br and .gz (apps/web/scripts/precompress.ts).
      preCompressed: true,
      // index.html is always personalized below, never sent as the file it is (nor as a directory's).
      index: false,
      allowedPath: (pathName) =>
        pathName !== '/index.html' && pathName !== `/${PAGE_ASSETS_FILE}` && !pathName.endsWith('/'),
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
      const [pathname = '/', query] = url.split('?', 2);
      const manifest = await pageAssets();
      const page = manifest ? pageOf(manifest, pathname) : null;
      const firstScreen = page ? firstScreenFor(page, query ?? '', visitorLanguage(request.headers)) : null;
      const head = page ? { preloads: pagePreloads(page, firstScreen !== null), firstScreen } : undefined;
      const html = personalizeIndex(await readFile(indexFile, 'utf8'), styleNonceOf(reply), options, head);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language')
        .type('text/html')
        .send(html);
    }
    return reply
      .code(404)
      .send(failure(ErrorCode.ILLEGAL_PARAMETER, `not found: ${request.method} ${url.split('?')[0]}`));
  });
}
