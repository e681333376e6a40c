import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, parseAst } from 'vite';
import { type EstreeNode, markValuesPure } from '../../packages/contracts/src/bundling/pure-values';

const API_TARGET = 'http://127.0.0.1:8080';

/** The contracts' top-level values, marked pure: a page builds only the schemas it reads. */
function contractsValuesArePure(): Plugin {
  return {
    name: 'contracts-values-are-pure',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]packages[\\/]contracts[\\/]src[\\/].*\.ts$/.test(id) || id.endsWith('.test.ts')) return null;
      const marked = markValuesPure(code, parseAst(code) as unknown as { body: EstreeNode[] });
      return marked === null ? null : { code: marked, map: null };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), contractsValuesArePure()],
  // The server-side build carries every package it uses: the server's image (Dockerfile) has the
  // server's dependencies only, and paints console pages with this build (apps/server page-paint).
  ssr: isSsrBuild ? { noExternal: true, target: 'node' } : undefined,
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Which chunks each page needs, read by scripts/prerender.ts (dist/page-assets.json).
    manifest: true,
    // One stylesheet for the whole app, antd's generated styles and ours: a painted page waits for its
    // stylesheets, and on a phone's connection each file is a round trip before the first paint (a
    // console page waited for twelve, most of them a kilobyte). Our own CSS is 15 KB compressed (issue 43).
    cssCodeSplit: isSsrBuild ? undefined : false,
    // WEB_NO_MINIFY=1: readable names in a CPU profile of the built app (bench/README.md, Lighthouse).
    minify: process.env.WEB_NO_MINIFY === '1' ? false : undefined,
    rolldownOptions: {
      // Beside the app (index.html): the script that loads it after a server-painted first screen.
      input: isSsrBuild ? undefined : { index: 'index.html', afterPaint: 'src/afterPaint.ts' },
      // The client's entries export nothing anyone imports (inlining shared chunks needs this);
      // the server-side build's entry exports the prerender.
      preserveEntrySignatures: isSsrBuild ? 'exports-only' : false,
      // Building a zod schema has no effect beyond the schema: one a page does not use is left out
      // (the contracts' own schema helpers say so with @__NO_SIDE_EFFECTS__).
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // Over HTTP/1.1's six connections a page's requests queue, and a console page asked for
        // 130 chunks, most of them a kilobyte or two. One chunk holds what every page loads from
        // React, its router, TanStack Query and i18next; small shared chunks (< 32 KB of source) are
        // copied into the chunks that import them, one runtime keeping a single instance of each
        // module (the dashboard: 47 requests). Since the app starts in steps (main.tsx), each a chunk,
        // what the steps share became files of their own at 16 KB, and the store went over its budget
        // (257 KB against 250 KB, compressed file by file); at 32 KB it is 249. antd stays split by
        // component: grouping even its shared core pulled in what that core imports (locales,
        // themes) and put the store over its 250 KB budget.
        codeSplitting: {
          experimentalInlineCommonChunks: {
            maxSize: isSsrBuild ? 0 : 32000,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': API_TARGET,
      '/third-party': API_TARGET,
      '/sandbox': API_TARGET,
    },
  },
}));
