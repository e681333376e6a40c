import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  type FirstScreenSeed,
  isLoggedInArea,
  type Language,
  PAGE_SESSION_COOKIE,
} from '@gpucloud/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { lookupSession } from '../auth/session-lookup';
import type { AppDeps } from '../deps';
import { cookieOf } from './page-assets';

/** A console page painted for the session of its request. */
export interface PaintedPage {
  title: string;
  html: string;
  css: string;
}

/** What an answer painted with data carries: the page, and the query answers it was painted from. */
export interface DataPaint {
  page: PaintedPage;
  seeds: FirstScreenSeed[];
  /** Painted with an account's answers (a console page), not with answers anybody gets. */
  personal: boolean;
}

/** The visitor a page is painted for: their language, and whether the session hint says signed in. */
export interface PaintFor {
  language: Language;
  signedIn: boolean;
}

/**
 * Paints a page with its data, or null: no such page, no render, a refused answer, or (a console
 * page) no live session. `search` is the URL's query without its `?`.
 */
export type PaintWithData = (
  request: FastifyRequest,
  pathname: string,
  search: string,
  visitor: PaintFor,
) => Promise<DataPaint | null>;

/** The web's server-side build (apps/web/src/prerender/prerender.tsx) as far as page answers use it. */
interface ServerBuild {
  seedsFor(
    url: string,
    ask: (path: string, body: Record<string, unknown>) => Promise<unknown>,
  ): Promise<FirstScreenSeed[] | null>;
  paintWithData(
    url: string,
    language: Language,
    seeds: readonly FirstScreenSeed[],
    options: { signedIn: boolean },
  ): Promise<PaintedPage | null>;
}

/** The API's envelope as far as this file reads it. */
interface Envelope {
  status?: unknown;
  data?: unknown;
}

/**
 * The page painter of issue 43. A console page is painted for the session of the HttpOnly page
 * cookie (core/http/page-session.ts), checked as every API call checks it; a public page (the order
 * form of a host) with answers anybody gets, asked without any session whoever the visitor is. The
 * page's queries are asked of this very API (`inject`: the same answers, rules and refusals a
 * browser would get at that moment). The render is the web's server-side build, loaded once the
 * server listens (or on first use, for an app that never listens); where the build has none (a
 * build of before, the Vite dev server's) pages are painted without data as before.
 */
export function dataPainter(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'config' | 'clock' | 'sessionCache' | 'sessionStore'>,
  serverBuildFile: string,
): PaintWithData {
  let build: Promise<ServerBuild | null> | null = null;
  const load = () => {
    build ??= existsSync(serverBuildFile)
      ? (import(pathToFileURL(serverBuildFile).href) as Promise<ServerBuild>).catch((error: unknown) => {
          app.log.warn({ err: error }, 'page paint: the web server-side build did not load');
          return null;
        })
      : Promise.resolve(null);
    return build;
  };
  // Loading and compiling the server-side build takes seconds on a busy machine: a listening server
  // does it at once, so its first signed-in visitor does not wait for it (inject-only apps, as in
  // tests, never listen and load it on first use as before).
  app.addHook('onListen', async () => {
    void load();
  });

  /** The session a page is painted for: the page cookie's on a console page, none on a public one. */
  const sessionFor = async (request: FastifyRequest, pathname: string): Promise<string | null | false> => {
    if (!isLoggedInArea(pathname)) return null;
    const token = cookieOf(request.headers.cookie, PAGE_SESSION_COOKIE);
    if (!token) return false;
    const session = await lookupSession(deps, token);
    return session.ok ? token : false;
  };

  return async (request, pathname, search, { language, signedIn }) => {
    const token = await sessionFor(request, pathname);
    if (token === false) return null;
    const server = await load();
    if (!server) return null;
    const ask = async (path: string, body: Record<string, unknown>): Promise<unknown> => {
      const answer = await app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json', 'accept-language': language },
        payload: token === null ? body : { ...body, session: token },
      });
      const envelope = answer.json<Envelope>();
      if (envelope.status !== 0)
        throw new Error(`page paint: ${path} answered status ${String(envelope.status)}`);
      return envelope.data;
    };
    const url = search === '' ? pathname : `${pathname}?${search}`;
    try {
      const seeds = await server.seedsFor(url, ask);
      if (!seeds) return null;
      const page = await server.paintWithData(`http://localhost${url}`, language, seeds, { signedIn });
      return page ? { page, seeds, personal: token !== null } : null;
    } catch (error) {
      // A refused query (the session ended meanwhile, a host not on offer) or a failed render: the
      // page as before. A public page's refusal is anybody's URL (a probed host id): not a warning.
      if (token === null) request.log.debug({ err: error, pathname }, 'page paint: painted without data');
      else request.log.warn({ err: error, pathname }, 'page paint: painted without data');
      return null;
    }
  };
}

/** Query answers as the content of a JSON script: no `<` (nor `>`, `&`, line separators) can end or bend it. */
export function seedsScript(id: string, seeds: readonly FirstScreenSeed[]): string {
  const json = JSON.stringify(seeds)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
