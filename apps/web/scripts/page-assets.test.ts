import { describe, expect, it } from 'vitest';
import {
  appStylesheets,
  chainSources,
  entrySteps,
  firstScreenOf,
  lazyImports,
  type Manifest,
  pageFiles,
  regularFonts,
  routePages,
} from './page-assets';

// As the server-side build has them: each lazy route imports its page's file (made from source, so
// that the test runner does not rewrite the dynamic imports as it does in this file's own code).
const lazyRoute = (file: string): unknown =>
  new Function(`return async () => ({ Component: (await import("${file}")).Page });`)();
const loginLazy = lazyRoute('./assets/LoginPage-s1.js');
const consoleLazy = lazyRoute('./ConsoleLayout-s2.js');
const dashboardLazy = lazyRoute('./assets/DashboardPage-s3.js');

const routes = [
  {
    children: [
      { index: true },
      { path: 'login', lazy: loginLazy },
      {
        path: 'console',
        lazy: consoleLazy,
        children: [{ index: true }, { path: 'dashboard', lazy: dashboardLazy }, { path: '*' }],
      },
      { children: [{ path: 'notice/:id' }, { path: 'login' }] },
    ],
  },
  { path: '/ops', children: [{ path: 'login' }] },
];

const serverManifest: Manifest = {
  'src/features/auth/pages/LoginPage.tsx': {
    file: 'assets/LoginPage-s1.js',
    src: 'src/features/auth/pages/LoginPage.tsx',
  },
  'src/app/layouts/ConsoleLayout.tsx': {
    file: 'assets/ConsoleLayout-s2.js',
    src: 'src/app/layouts/ConsoleLayout.tsx',
  },
  'src/features/dashboard/DashboardPage.tsx': { file: 'assets/DashboardPage-s3.js' },
};

const clientManifest: Manifest = {
  'index.html': {
    file: 'assets/index-c0.js',
    isEntry: true,
    imports: ['_react-c9.js', '_web-c10.js'],
    css: ['assets/index-c0.css'],
    assets: [
      'assets/roboto-latin-400-normal-f1.woff2',
      'assets/roboto-latin-400-normal-f1.woff',
      'assets/roboto-latin-700-normal-f2.woff2',
    ],
  },
  '_react-c9.js': { file: 'assets/react-c9.js' },
  // The entry's own code, which starts the app in steps (main.tsx): each step a dynamic import.
  '_web-c10.js': { file: 'assets/web-c10.js', dynamicImports: ['src/app/router.tsx'] },
  'src/app/router.tsx': {
    file: 'assets/router-c11.js',
    imports: ['_react-c9.js', '_antd-c8.js'],
    dynamicImports: ['src/features/dashboard/DashboardPage.tsx'],
    css: ['assets/router-c11.css'],
  },
  '_antd-c8.js': { file: 'assets/antd-c8.js', imports: ['_react-c9.js'], css: ['assets/antd-c8.css'] },
  'src/app/layouts/ConsoleLayout.tsx': { file: 'assets/ConsoleLayout-c2.js', imports: ['_antd-c8.js'] },
  'src/features/dashboard/DashboardPage.tsx': {
    file: 'assets/DashboardPage-c3.js',
    imports: ['_antd-c8.js', '_react-c9.js'],
    css: ['assets/DashboardPage-c3.css'],
  },
};

describe('the pages of a route tree', () => {
  it('lists each path and index once, with the routes above it; layouts without a path pass their prefix on', () => {
    const pages = routePages(routes);
    expect(pages.map((page) => page.pattern)).toEqual([
      '/',
      '/login',
      '/console',
      '/console/dashboard',
      '/console/*',
      '/notice/:id',
      '/ops',
      '/ops/login',
    ]);
    expect(pages.find((page) => page.pattern === '/console/dashboard')?.chain).toHaveLength(3);
  });

  it('reads the files a lazy route imports from its code', () => {
    expect(lazyImports(loginLazy)).toEqual(['LoginPage-s1.js']);
    expect(lazyImports(undefined)).toEqual([]);
    expect(lazyImports(() => null)).toEqual([]);
  });

  it('finds the source modules of a chain through the server build, wherever its chunk lies', () => {
    const dashboard = routePages(routes).find((page) => page.pattern === '/console/dashboard');
    expect(chainSources(dashboard?.chain ?? [], serverManifest)).toEqual([
      'src/app/layouts/ConsoleLayout.tsx',
      'src/features/dashboard/DashboardPage.tsx',
    ]);
  });

  it("lists a page's client chunks and stylesheets with their static imports, less the entry's, after the app's start steps", () => {
    expect(entrySteps(clientManifest)).toEqual(['src/app/router.tsx']);
    expect(
      pageFiles(clientManifest, [
        'src/app/layouts/ConsoleLayout.tsx',
        'src/features/dashboard/DashboardPage.tsx',
      ]),
    ).toEqual({
      scripts: [
        '/assets/router-c11.js',
        '/assets/antd-c8.js',
        '/assets/ConsoleLayout-c2.js',
        '/assets/DashboardPage-c3.js',
      ],
      styles: ['/assets/router-c11.css', '/assets/antd-c8.css', '/assets/DashboardPage-c3.css'],
    });
  });

  it("preloads the app's regular text font, in woff2, as its stylesheets ask for it", () => {
    expect(
      appStylesheets({ ...clientManifest, 'style.css': { file: 'assets/style-c12.css', src: 'style.css' } }),
    ).toEqual(['assets/index-c0.css', 'assets/style-c12.css']);
    const css =
      '@font-face{font-family:Roboto;font-weight:400;src:url(/assets/roboto-latin-400-normal-f1.woff2) format("woff2"),' +
      'url(/assets/roboto-latin-400-normal-f1.woff) format("woff")}' +
      '@font-face{font-family:Roboto;font-weight:700;src:url(/assets/roboto-latin-700-normal-f2.woff2) format("woff2")}';
    expect(regularFonts([css, css])).toEqual(['/assets/roboto-latin-400-normal-f1.woff2']);
  });
});

describe('a first screen from the server render', () => {
  it('keeps the title apart, drops resource hints, and turns style attributes into rules', () => {
    const screen = firstScreenOf(
      '<link rel="preload" as="image" href="/favicon.svg"/><title>Log in · GPU Cloud</title>' +
        '<div style="margin-top:8px"><span style="font-family:&quot;Roboto&quot;;order:1">a</span>' +
        '<i style="margin-top:8px"></i></div>',
      ['/assets/f.woff2'],
    );
    expect(screen).toEqual({
      fonts: ['/assets/f.woff2'],
      title: 'Log in · GPU Cloud',
      html:
        '<div data-first-screen-style="0"><span data-first-screen-style="1">a</span>' +
        '<i data-first-screen-style="0"></i></div>',
      css:
        '[data-first-screen-style="0"]{margin-top:8px!important}' +
        '[data-first-screen-style="1"]{font-family:"Roboto"!important;order:1!important}',
    });
  });
});
