import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FirstScreen, PageAssetsManifest } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import {
  deferAppScripts,
  firstScreenFor,
  firstScreenHead,
  pageAnswer,
  pageAssetsReader,
  pageOf,
  pageScriptPreloads,
  pageStyles,
  type Visitor,
  visitorAudience,
  visitorLanguage,
} from './page-assets';

const page = (pattern: string) => ({ pattern, scripts: [`/assets/${pattern.length}.js`], styles: [] });
const manifest: PageAssetsManifest = {
  pages: [
    page('/'),
    page('/store'),
    page('/notice/:id'),
    page('/notice/latest'),
    page('/console/dashboard'),
    page('/console/*'),
    page('/*'),
  ],
};
const screen: FirstScreen = {
  fonts: ['/assets/roboto-400.woff2'],
  title: 'Store',
  html: '<main></main>',
  css: '',
};
const signedInScreen: FirstScreen = { ...screen, html: '<main aria-busy="true"></main>' };
const signedOut: Visitor = { language: 'en-US', audience: 'signedOut' };
const signedIn: Visitor = { language: 'en-US', audience: 'signedIn' };

describe('the page a path lands on', () => {
  it.each([
    ['/store', '/store'],
    ['/STORE', '/store'],
    ['/notice/12', '/notice/:id'],
    ['/notice/latest', '/notice/latest'],
    ['/console/dashboard', '/console/dashboard'],
    ['/console/dashboard/', '/console/dashboard'],
    ['/console/nothing/here', '/console/*'],
    ['/elsewhere', '/*'],
    ['/', '/'],
  ])('%s is %s', (path, pattern) => {
    expect(pageOf(manifest, path)?.pattern).toBe(pattern);
  });

  it('none without a splat to fall into', () => {
    expect(pageOf({ pages: [page('/store')] }, '/stores')).toBeNull();
    expect(pageOf({ pages: [page('/notice/:id')] }, '/notice')).toBeNull();
  });
});

describe('the language a first screen is painted in', () => {
  it('is the remembered one, from its cookie', () => {
    expect(visitorLanguage({ cookie: 'a=1; lang=zh-CN', 'accept-language': 'en-US' })).toBe('zh-CN');
    expect(visitorLanguage({ cookie: 'lang=en-US', 'accept-language': 'zh-CN,zh;q=0.9' })).toBe('en-US');
  });

  it("else the browser's first language, Chinese for any zh", () => {
    expect(visitorLanguage({ 'accept-language': 'zh-TW,en;q=0.8' })).toBe('zh-CN');
    expect(visitorLanguage({ 'accept-language': 'fr-FR,zh-CN;q=0.8' })).toBe('en-US');
    expect(visitorLanguage({ cookie: 'lang=fr', 'accept-language': 'zh-CN' })).toBe('zh-CN');
    expect(visitorLanguage({})).toBe('en-US');
  });

  it('does not trip over a cookie that is not URI-encoded', () => {
    expect(visitorLanguage({ cookie: 'lang=%E0%A4%A', 'accept-language': 'zh-CN' })).toBe('zh-CN');
  });
});

describe('whom a first screen is painted for', () => {
  it('a browser that says it holds a session, by its hint cookie', () => {
    expect(visitorAudience({ cookie: 'lang=zh-CN; signed_in=1' })).toBe('signedIn');
    expect(visitorAudience({ cookie: 'signed_in=1' })).toBe('signedIn');
  });

  it('anyone else as signed out', () => {
    expect(visitorAudience({})).toBe('signedOut');
    expect(visitorAudience({ cookie: 'lang=en-US' })).toBe('signedOut');
    expect(visitorAudience({ cookie: 'signed_in=' })).toBe('signedOut');
    expect(visitorAudience({ cookie: 'signed_in=0' })).toBe('signedOut');
    expect(visitorAudience({ cookie: 'not_signed_in=1' })).toBe('signedOut');
  });
});

describe('what an answer asks for at once', () => {
  const listed = { pattern: '/store', scripts: ['/assets/a.js'], styles: ['/assets/a.css'] };

  it("preloads the page's chunks and links its stylesheets", () => {
    expect(pageStyles(listed)).toBe('<link rel="stylesheet" crossorigin href="/assets/a.css">');
    expect(pageScriptPreloads(listed.scripts)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a.js">',
    );
  });

  it("names the app's scripts for the after-paint script instead of asking for them", () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-A.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-B.js"><link rel="stylesheet" href="/assets/index-C.css"></head>';
    const deferred = deferAppScripts(html, ['/assets/a.js'], '/assets/afterPaint-D.js');
    expect(deferred.html).toBe('<head><link rel="stylesheet" href="/assets/index-C.css"></head>');
    expect(deferred.head).toBe(
      '<meta name="after-paint-entry" content="/assets/index-A.js">' +
        '<meta name="after-paint-preloads" content="/assets/vendor-B.js /assets/a.js">' +
        '<script type="module" crossorigin src="/assets/afterPaint-D.js"></script>',
    );
  });

  it('paints a first screen only for a path without a query, in a language it has', () => {
    const painted = { ...listed, firstScreen: { signedOut: { 'en-US': screen } } };
    expect(firstScreenFor(painted, '', signedOut)).toBe(screen);
    expect(firstScreenFor(painted, 'tab=register', signedOut)).toBeNull();
    expect(firstScreenFor(painted, '', { ...signedOut, language: 'zh-CN' })).toBeNull();
    expect(firstScreenFor(listed, '', signedOut)).toBeNull();
  });

  it("paints a signed-in visitor the page's signed-in screen, else the one everybody gets", () => {
    const both = {
      ...listed,
      firstScreen: { signedOut: { 'en-US': screen }, signedIn: { 'en-US': signedInScreen } },
    };
    expect(firstScreenFor(both, '', signedIn)).toBe(signedInScreen);
    expect(firstScreenFor(both, '', signedOut)).toBe(screen);
    const forEverybody = { ...listed, firstScreen: { signedOut: { 'en-US': screen } } };
    expect(firstScreenFor(forEverybody, '', signedIn)).toBe(screen);
  });

  it('never paints a signed-in screen for a visitor without the hint', () => {
    const consoleOnly = { ...listed, firstScreen: { signedIn: { 'en-US': signedInScreen } } };
    expect(firstScreenFor(consoleOnly, '', signedOut)).toBeNull();
  });

  it("brings a first screen's rules under the answer's nonce and preloads its font", () => {
    expect(firstScreenHead({ ...screen, css: '[x="0"]{margin:0}</style><script>' }, 'N0nce')).toBe(
      '<style nonce="N0nce">[x="0"]{margin:0}/style>script></style>' +
        '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/roboto-400.woff2">',
    );
  });
});

describe('the page an answer is made of', () => {
  const login = {
    pattern: '/login',
    scripts: ['/assets/LoginPage.js'],
    styles: ['/assets/LoginPage.css'],
    firstScreen: { signedOut: { 'en-US': screen } },
  };
  const dashboard = {
    pattern: '/console/dashboard',
    scripts: ['/assets/DashboardPage.js'],
    styles: [],
    firstScreen: { signedIn: { 'en-US': signedInScreen } },
  };
  const built: PageAssetsManifest = { pages: [login, dashboard, page('/console/*'), page('/store')] };

  it('is the page the path lands on for a signed-in visitor', () => {
    expect(pageAnswer(built, '/console/dashboard', '', signedIn)).toEqual({
      page: dashboard,
      firstScreen: signedInScreen,
    });
    expect(pageAnswer(built, '/console/instances', '', signedIn)).toEqual({
      page: built.pages[2],
      firstScreen: null,
    });
  });

  it('is the login page, with its first screen, for a visitor without a session in the logged-in area', () => {
    for (const [path, search] of [
      ['/console/dashboard', ''],
      ['/console/dashboard', 'bd_vid=7'],
      ['/console/instances', 'status=running'],
      ['/console', ''],
    ] as const) {
      expect(pageAnswer(built, path, search, signedOut)).toEqual({ page: login, firstScreen: screen });
    }
  });

  it("is a public page's own for a visitor without a session", () => {
    expect(pageAnswer(built, '/store', '', signedOut)?.page.pattern).toBe('/store');
    expect(pageAnswer(built, '/login', '', signedOut)).toEqual({ page: login, firstScreen: screen });
  });

  it('is none for the logged-in area when the build lists no login page', () => {
    expect(pageAnswer({ pages: [dashboard] }, '/console/dashboard', '', signedOut)).toBeNull();
  });
});

describe('reading the page manifest', () => {
  it('reads it again when it changes, and does without it while it is missing or half written', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gpucloud-page-assets-'));
    const file = path.join(dir, 'page-assets.json');
    const read = pageAssetsReader(file);
    try {
      expect(await read()).toBeNull();
      writeFileSync(file, JSON.stringify(manifest));
      expect(await read()).toEqual(manifest);
      writeFileSync(file, '{"pages": [{"pattern": "/st');
      utimesSync(file, new Date(), new Date(Date.now() + 5_000));
      expect(await read()).toBeNull();
      writeFileSync(file, JSON.stringify({ pages: [page('/store')] }));
      utimesSync(file, new Date(), new Date(Date.now() + 10_000));
      expect((await read())?.pages).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
