import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  ErrorCode,
  FIRST_SCREEN_DATA_ID,
  type FirstScreen,
  type FirstScreenSeed,
  isLoggedInArea,
  type Language,
  type PageAssets,
} from '@gpucloud/contracts';
import type { FastifyInstance } from 'fastify';
import { failure } from '../envelope';
import { translateReason } from '../i18n/translate-reason';
import {
  deferAppScripts,
  escapeHtml,
  firstScreenFor,
  firstScreenHead,
  pageAnswer,
  pageAssetsReader,
  pageScriptPreloads,
  pageStyles,
  visitorOf,
} from './page-assets';
import { type DataPaint, type PaintWithData, seedsScript } from './page-paint';
import { readerLanguage } from './reader-language';
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
  /** Paints a signed-in visitor's console page with their data (core/http/page-paint.ts). */
  paintWithData?: PaintWithData;
}

/** What the build says about the page asked for: its chunks and stylesheets, and maybe its first screen. */
export interface PageHead {
  page: Pick<PageAssets, 'scripts' | 'styles'>;
  firstScreen: FirstScreen | null;
  /** The build's after-paint script (page-assets.json), which a first screen needs to load the app behind it. */
  afterPaint: string | null;
  /** The query answers a first screen painted with the account's data was painted from. */
  seeds?: readonly FirstScreenSeed[];
  /**
   * The visitor's language, which the app will write to `<html lang>` as it starts: written here
   * already, the app finds it set (a changed lang recalculates every style of the painted page, a
   * long task on a phone), and a reader hears the paint in its own language from the start.
   */
  language?: Language;
}

/**
 * index.html with what this answer's page needs to know: the nonce its styles are allowed with
 * (antd passes it to every `<style>` it makes), whether it runs against sandbox providers, and the
 * channels money can be paid through; with the page's stylesheets and chunks asked for at once.
 * A page with a first screen has it already in `#root`, inert (a click or a keystroke there would
 * be lost) until main.tsx replaces it with the live page, and the app's code loads just after that
 * first paint instead of sharing the connection with the stylesheets before it.
 */
export function personalizeIndex(html: string, nonce: string, options: SpaOptions, head?: PageHead): string {
  const screen = head?.firstScreen ?? null;
  const meta = [
    `<meta name="csp-nonce" content="${nonce}">`,
    ...(options.sandboxRibbon ? ['<meta name="sandbox" content="1">'] : []),
    `<meta name="pay-channels" content="${options.payChannels.join(',')}">`,
  ].join('');
  let personal = html.replace(/<head>/i, (open) => `${open}${meta}`);
  if (!head) return personal;
  const { language } = head;
  if (language) personal = personal.replace(/<html(\s+lang="[^"]*")?/i, () => `<html lang="${language}"`);
  // At the head's end: the charset must be declared in the first 1024 bytes, and a first screen's
  // style rules can be longer than that.
  let tail = pageStyles(head.page);
  if (screen) {
    tail += firstScreenHead(screen, nonce);
    personal = personal
      .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(screen.title)}</title>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" inert>${screen.html}</div>${head.seeds ? seedsScript(FIRST_SCREEN_DATA_ID, head.seeds) : ''}`,
      );
  }
  if (screen && head.afterPaint) {
    const deferred = deferAppScripts(personal, head.page.scripts, head.afterPaint);
    personal = deferred.html;
    tail += deferred.head;
  } else {
    tail += pageScriptPreloads(head.page.scripts);
  }
  return personal.replace(/<\/head>/i, (close) => `${tail}${close}`);
}

/**
 * A page's head with its first screen painted with data, where it was: the build's first screen of
 * the page (`base`, the page without a query) gives what the paint does not (its fonts, a title).
 */
function withData(head: PageHead, base: FirstScreen | null, painted: DataPaint | null): PageHead {
  if (!painted || !base) return head;
  const { page, seeds } = painted;
  const firstScreen: FirstScreen = { ...base, ...page, title: page.title || base.title };
  return { ...head, firstScreen, seeds };
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
      const answer = manifest
        ? pageAnswer(manifest, pathname, query ?? '', visitorOf(request.headers))
        : null;
      const visitor = visitorOf(request.headers);
      // A page the build paints may be painted with data instead: a public one whatever its query
      // (the order form's host), a console page without one for a visitor with a session.
      const paintable = !isLoggedInArea(pathname) || (visitor.audience === 'signedIn' && !query);
      const base = answer && paintable ? firstScreenFor(answer.page, '', visitor) : null;
      const painted = base
        ? await options.paintWithData?.(request, pathname, query ?? '', {
            language: visitor.language,
            signedIn: visitor.audience === 'signedIn',
          })
        : null;
      const head = answer
        ? withData(
            { ...answer, afterPaint: manifest?.afterPaint ?? null, language: visitor.language },
            base,
            painted ?? null,
          )
        : undefined;
      const html = personalizeIndex(await readFile(indexFile, 'utf8'), styleNonceOf(reply), options, head);
      return (
        reply
          // A page painted with an account's data is that account's, of that moment only.
          .header('cache-control', painted?.personal ? 'private, no-store' : 'no-cache')
          // The language and session hint cookies choose the first screen.
          .header('vary', 'Cookie, Accept-Language')
          .type('text/html')
          .send(html)
      );
    }
    const reason = translateReason(
      `not found: ${request.method} ${url.split('?')[0]}`,
      readerLanguage(request),
    );
    return reply.code(404).send(failure(ErrorCode.ILLEGAL_PARAMETER, reason));
  });
}
