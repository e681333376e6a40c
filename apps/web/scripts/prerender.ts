// After the client build: the server-side build of the same app renders the first screen of the
// public pages a visitor lands on, and every route's chunks are listed, into dist/page-assets.json
// (see packages/contracts/src/page-assets.ts). The server then answers /store with its first screen
// already painted and asks for the page's chunks at once instead of after the entry has run (issue 20).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type FirstScreenAudience,
  type FirstScreens,
  LANGUAGES,
  type PageAssets,
  type PageAssetsManifest,
} from '@gpucloud/contracts';
import {
  appStylesheets,
  chainSources,
  firstScreenOf,
  type Manifest,
  pageFiles,
  type RouteNode,
  regularFonts,
  routePages,
} from './page-assets';

/**
 * Pages painted by the server as they show before any data arrives, for each audience the server
 * tells apart (the session hint cookie): public pages for a first-time visitor, the store also for
 * a signed-in one (its top bar waiting for the account instead of the way in), and the console's
 * most visited pages as its frame and the page's loading state. A visitor without a session who
 * opens the console gets the login page's (server: core/http/page-assets.ts).
 */
const FIRST_SCREEN_PAGES: readonly { pattern: string; audiences: readonly FirstScreenAudience[] }[] = [
  { pattern: '/login', audiences: ['signedOut'] },
  { pattern: '/store', audiences: ['signedOut', 'signedIn'] },
  // Without a host: what to do instead. With one (`?host=<id>`), the server paints the form from the
  // host's answer (core/http/page-paint.ts), with this screen's fonts.
  { pattern: '/createInstance', audiences: ['signedOut', 'signedIn'] },
  { pattern: '/console/dashboard', audiences: ['signedIn'] },
  { pattern: '/console/recharge', audiences: ['signedIn'] },
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

const fonts = regularFonts(
  appStylesheets(clientManifest).map((file) => readFileSync(web(`dist/${file}`), 'utf8')),
);
const pages: PageAssets[] = [];
for (const { pattern, chain } of routePages(server.routes)) {
  const page: PageAssets = { pattern, ...pageFiles(clientManifest, chainSources(chain, serverManifest)) };
  const painted = FIRST_SCREEN_PAGES.find((first) => first.pattern === pattern);
  if (painted) {
    page.firstScreen = {};
    for (const audience of painted.audiences) {
      const screens: FirstScreens = {};
      // One language at a time: the render switches the app's language.
      for (const language of LANGUAGES) {
        const signedIn = audience === 'signedIn';
        const rendered = await server.prerender(`http://localhost${pattern}`, language, { signedIn });
        if (!rendered) throw new Error(`prerender: ${pattern} answered with a redirect`);
        screens[language] = firstScreenOf(rendered, fonts);
      }
      page.firstScreen[audience] = screens;
    }
  }
  pages.push(page);
}

const afterPaint = clientManifest['src/afterPaint.ts']?.file;
if (!afterPaint) throw new Error('prerender: the client build has no src/afterPaint.ts entry');
const manifest: PageAssetsManifest = { pages, afterPaint: `/${afterPaint}` };
writeFileSync(web('dist/page-assets.json'), JSON.stringify(manifest));
const withFirstScreen = pages.flatMap((page) =>
  page.firstScreen ? [`${page.pattern} (${Object.keys(page.firstScreen).join(', ')})`] : [],
);
console.log(`prerender: ${pages.length} pages listed, first screens of ${withFirstScreen.join(', ')}`);
