// After the client build: the server-side build of the same app renders the first screen of the
// public pages a visitor lands on, and every route's chunks are listed, into dist/page-assets.json
// (see packages/contracts/src/page-assets.ts). The server then answers /store with its first screen
// already painted and asks for the page's chunks at once instead of after the entry has run (issue 20).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type PageAssets, type PageAssetsManifest } from '@gpucloud/contracts';
import {
  chainSources,
  firstScreenOf,
  type Manifest,
  pageFiles,
  type RouteNode,
  regularFonts,
  routePages,
} from './page-assets';

/**
 * Pages painted by the server as they show before any data arrives: public pages for a first-time
 * visitor, and the console's most visited ones as its frame and the page's loading state.
 */
const FIRST_SCREEN_PAGES: readonly { pattern: string; signedIn: boolean }[] = [
  { pattern: '/login', signedIn: false },
  { pattern: '/store', signedIn: false },
  { pattern: '/console/dashboard', signedIn: true },
  { pattern: '/console/recharge', signedIn: true },
];

const web = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const readManifest = (path: string): Manifest => JSON.parse(readFileSync(web(path), 'utf8')) as Manifest;

interface ServerBuild {
  routes: RouteNode[];
  prerender(
    url: string,
    language: (typeof LANGUAGES)[number],
    options: { signedIn: boolean },
  ): Promise<string | null>;
}

const server = (await import(web('dist-ssr/prerender.js'))) as ServerBuild;
const clientManifest = readManifest('dist/.vite/manifest.json');
const serverManifest = readManifest('dist-ssr/.vite/manifest.json');

const fonts = regularFonts(clientManifest);
const pages: PageAssets[] = [];
for (const { pattern, chain } of routePages(server.routes)) {
  const page: PageAssets = { pattern, ...pageFiles(clientManifest, chainSources(chain, serverManifest)) };
  const painted = FIRST_SCREEN_PAGES.find((first) => first.pattern === pattern);
  if (painted) {
    page.firstScreen = {};
    // One language at a time: the render switches the app's language.
    for (const language of LANGUAGES) {
      const rendered = await server.prerender(`http://localhost${pattern}`, language, painted);
      if (!rendered) throw new Error(`prerender: ${pattern} answered with a redirect`);
      page.firstScreen[language] = firstScreenOf(rendered, fonts);
    }
  }
  pages.push(page);
}

const afterPaint = clientManifest['src/afterPaint.ts']?.file;
if (!afterPaint) throw new Error('prerender: the client build has no src/afterPaint.ts entry');
const manifest: PageAssetsManifest = { pages, afterPaint: `/${afterPaint}` };
writeFileSync(web('dist/page-assets.json'), JSON.stringify(manifest));
const withFirstScreen = pages.filter((page) => page.firstScreen).map((page) => page.pattern);
console.log(`prerender: ${pages.length} pages listed, first screens of ${withFirstScreen.join(', ')}`);
