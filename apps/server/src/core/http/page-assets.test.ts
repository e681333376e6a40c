import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FirstScreen, PageAssetsManifest } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import {
  deferAppScripts,
  firstScreenFor,
  firstScreenHead,
  pageAssetsReader,
  pageOf,
  pageScriptPreloads,
  pageStyles,
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
    const painted = { ...listed, firstScreen: { 'en-US': screen } };
    expect(firstScreenFor(painted, '', 'en-US')).toBe(screen);
    expect(firstScreenFor(painted, 'tab=register', 'en-US')).toBeNull();
    expect(firstScreenFor(painted, '', 'zh-CN')).toBeNull();
    expect(firstScreenFor(listed, '', 'en-US')).toBeNull();
  });

  it("brings a first screen's rules under the answer's nonce and preloads its font", () => {
    expect(firstScreenHead({ ...screen, css: '[x="0"]{margin:0}</style><script>' }, 'N0nce')).toBe(
      '<style nonce="N0nce">[x="0"]{margin:0}/style>script></style>' +
        '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/roboto-400.woff2">',
    );
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
