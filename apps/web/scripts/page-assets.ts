// The pieces of the page manifest (scripts/prerender.ts): which client chunks each route loads, and
// a rendered first screen made fit for a strict CSP. Pure functions over the builds' manifests.

/** One entry of a Vite build manifest (`.vite/manifest.json`), keyed by source path or chunk name. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The part of a route object the walk reads (react-router's RouteObject has these and more). */
export interface RouteNode {
  path?: string;
  index?: boolean;
  lazy?: unknown;
  children?: RouteNode[];
}

export interface RoutePage {
  /** `/console/dashboard`, `/notice/:id`, `/console/*`. */
  pattern: string;
  /** The routes from the root down to this one: each may load its module lazily. */
  chain: RouteNode[];
}

function joinPath(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  return parent === '/' ? `/${path}` : `${parent}/${path}`;
}

/**
 * Every page of a route tree: each route with a path or an index, with the routes above it. A
 * layout route without a path passes its prefix on; a page appears once (the first route that
 * names its pattern, as the router would match it).
 */
export function routePages(routes: readonly RouteNode[]): RoutePage[] {
  const pages = new Map<string, RoutePage>();
  const walk = (nodes: readonly RouteNode[], prefix: string, above: RouteNode[]) => {
    for (const node of nodes) {
      const pattern = joinPath(prefix, node.path);
      const chain = [...above, node];
      if ((node.path !== undefined || node.index) && !pages.has(pattern))
        pages.set(pattern, { pattern, chain });
      if (node.children) walk(node.children, pattern, chain);
    }
  };
  walk(routes, '/', []);
  return [...pages.values()];
}

/**
 * The files a route's `lazy` imports, read from its source in the server-side build (where each
 * is `import("./assets/Page-hash.js")`): the base names of those files.
 */
export function lazyImports(lazy: unknown): string[] {
  if (typeof lazy !== 'function') return [];
  return [...String(lazy).matchAll(/import\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map(
    (match) => match[1]?.split('/').pop() ?? '',
  );
}

/** The source modules (manifest keys) of a route chain's lazy imports, through the server build's manifest. */
export function chainSources(chain: readonly RouteNode[], serverManifest: Manifest): string[] {
  const sourceOfFile = new Map<string, string>();
  for (const [key, chunk] of Object.entries(serverManifest)) {
    sourceOfFile.set(chunk.file.split('/').pop() ?? chunk.file, chunk.src ?? key);
  }
  return chain.flatMap((route) =>
    lazyImports(route.lazy).flatMap((file) => {
      const source = sourceOfFile.get(file);
      return source ? [source] : [];
    }),
  );
}

/** A chunk's files and its static imports', recursively (dynamic imports stay out: they load later). */
export function chunkClosure(
  manifest: Manifest,
  keys: readonly string[],
): { scripts: string[]; styles: string[] } {
  const seen = new Set<string>();
  const scripts: string[] = [];
  const styles: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!styles.includes(`/${css}`)) styles.push(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts, styles };
}

/**
 * What the entry's own chunks import dynamically: the steps the app starts in (main.tsx), each a
 * task of its own. Every page needs them at once, so they are asked for with the entry.
 */
export function entrySteps(clientManifest: Manifest): string[] {
  const entryKeys = Object.entries(clientManifest).flatMap(([key, chunk]) => (chunk.isEntry ? [key] : []));
  const seen = new Set<string>();
  const steps: string[] = [];
  const visit = (key: string) => {
    const chunk = clientManifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const step of chunk.dynamicImports ?? []) if (!steps.includes(step)) steps.push(step);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of entryKeys) visit(key);
  return steps;
}

/** What a page loads beyond what the entry (index.html) already does: the app's start steps, then its own. */
export function pageFiles(
  clientManifest: Manifest,
  sources: readonly string[],
): { scripts: string[]; styles: string[] } {
  const entryKeys = Object.entries(clientManifest).flatMap(([key, chunk]) => (chunk.isEntry ? [key] : []));
  const entry = chunkClosure(clientManifest, entryKeys);
  const page = chunkClosure(clientManifest, [...entrySteps(clientManifest), ...sources]);
  return {
    scripts: page.scripts.filter((file) => !entry.scripts.includes(file)),
    styles: page.styles.filter((file) => !entry.styles.includes(file)),
  };
}

/**
 * The app's stylesheets every page links (index.html): the entry's, and the single stylesheet the
 * client build makes of all the app's CSS (`style.css` in the manifest; vite.config.ts).
 */
export function appStylesheets(clientManifest: Manifest): string[] {
  return Object.entries(clientManifest).flatMap(([key, chunk]) => [
    ...(chunk.isEntry ? (chunk.css ?? []) : []),
    ...(key.endsWith('.css') && chunk.file.endsWith('.css') ? [chunk.file] : []),
  ]);
}

/**
 * The regular weight of the app's text font (`roboto-latin-400-normal-….woff2`), as the app's
 * stylesheets (their text) ask for it: the weight of the first screens' largest texts (the store's
 * subtitle, the login page's tagline).
 */
export function regularFonts(stylesheets: readonly string[]): string[] {
  const fonts = stylesheets.flatMap((css) =>
    [...css.matchAll(/url\(\s*["']?(\/assets\/[^"')]*-400-normal-[^"')]*\.woff2)/g)].map(
      (match) => match[1] ?? '',
    ),
  );
  return [...new Set(fonts)];
}

// The first screen's own shaping lives beside the render (the server paints console pages per request too).
export { firstScreenOf } from '../src/prerender/firstScreen';
