import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PageAssetsManifest } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let dist: string;

const INDEX = [
  '<!doctype html><html><head><meta charset="UTF-8"><title>GPU Cloud</title>',
  '<script type="module" crossorigin src="/assets/index-A1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/vendor-B2.js">',
  '</head><body><div id="root"></div></body></html>',
].join('');

const manifest: PageAssetsManifest = {
  afterPaint: '/assets/afterPaint-E5.js',
  pages: [
    {
      pattern: '/store',
      scripts: ['/assets/StorePage-C3.js'],
      styles: ['/assets/StorePage-C3.css'],
      firstScreen: {
        signedOut: {
          'en-US': {
            fonts: ['/assets/roboto-400.woff2'],
            title: 'Store · GPU Cloud',
            html: '<main>Store</main>',
            css: '[data-first-screen-style="0"]{order:1!important}',
          },
          'zh-CN': { fonts: [], title: '算力市场 · GPU 云', html: '<main>算力市场</main>', css: '' },
        },
        signedIn: {
          'en-US': {
            fonts: [],
            title: 'Store · GPU Cloud',
            html: '<main>Store, account loading</main>',
            css: '',
          },
          'zh-CN': {
            fonts: [],
            title: '算力市场 · GPU 云',
            html: '<main>算力市场，账户加载中</main>',
            css: '',
          },
        },
      },
    },
    {
      pattern: '/login',
      scripts: ['/assets/LoginPage-F6.js'],
      styles: ['/assets/LoginPage-F6.css'],
      firstScreen: {
        signedOut: {
          'en-US': { fonts: [], title: 'Log in · GPU Cloud', html: '<main>Log in</main>', css: '' },
          'zh-CN': { fonts: [], title: '登录 · GPU 云', html: '<main>登录</main>', css: '' },
        },
      },
    },
    {
      pattern: '/console/dashboard',
      scripts: ['/assets/DashboardPage-D4.js'],
      styles: ['/assets/DashboardPage-D4.css'],
      firstScreen: {
        signedIn: {
          'en-US': { fonts: [], title: 'Dashboard · GPU Cloud', html: '<nav>Console</nav>', css: '' },
          'zh-CN': { fonts: [], title: '总览 · GPU 云', html: '<nav>控制台</nav>', css: '' },
        },
      },
    },
    { pattern: '/console/*', scripts: ['/assets/ConsolePage-G7.js'], styles: [] },
  ],
};

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'gpucloud-first-screen-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'page-assets.json'), JSON.stringify(manifest));
  app = await createTestApp({ webDistDir: dist });
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const nonceOf = (html: string) => /<meta name="csp-nonce" content="([^"]+)">/.exec(html)?.[1];

describe('a page answered with what the build knows of it', () => {
  it("paints the store's first screen, inert, with its title, rules under the nonce, and its font", async () => {
    const reply = await app.server.inject({ method: 'GET', url: '/store' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers.vary).toContain('Accept-Language');
    const html = reply.body;
    expect(html).toContain('<div id="root" inert><main>Store</main></div>');
    expect(html).toContain('<title>Store · GPU Cloud</title>');
    expect(html).toContain(
      `<style nonce="${nonceOf(html)}">[data-first-screen-style="0"]{order:1!important}</style>`,
    );
    expect(reply.headers['content-security-policy']).toContain(`'nonce-${nonceOf(html)}'`);
    // However long the rules, the charset stays in the first 1024 bytes (they go after it).
    expect(html.indexOf('<style nonce')).toBeGreaterThan(html.indexOf('<meta charset="UTF-8">'));
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/roboto-400.woff2">',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/StorePage-C3.css">');
    // The app's code loads once the first screen has painted: the HTML names it for the after-paint script.
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-A1.js">');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<meta name="after-paint-entry" content="/assets/index-A1.js">');
    expect(html).toContain(
      '<meta name="after-paint-preloads" content="/assets/vendor-B2.js /assets/StorePage-C3.js">',
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/afterPaint-E5.js"></script>');
  });

  it('paints it in the remembered language, else the browser one', async () => {
    const remembered = await app.server.inject({
      method: 'GET',
      url: '/store',
      headers: { cookie: 'lang=zh-CN', 'accept-language': 'en-US' },
    });
    expect(remembered.body).toContain('<main>算力市场</main>');
    const browser = await app.server.inject({
      method: 'GET',
      url: '/store',
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(browser.body).toContain('<title>算力市场 · GPU 云</title>');
  });

  it("declares the page in the visitor's language, as the app will (no restyle when it starts)", async () => {
    const chinese = await app.server.inject({
      method: 'GET',
      url: '/store',
      headers: { cookie: 'lang=zh-CN' },
    });
    expect(chinese.body).toContain('<html lang="zh-CN"><head>');
    const english = await app.server.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-language': 'en-GB' },
    });
    expect(english.body).toContain('<html lang="en-US"><head>');
  });

  it('leaves the root empty when a query may change what the page shows first', async () => {
    const reply = await app.server.inject({ method: 'GET', url: '/store?region=1' });
    expect(reply.body).toContain('<div id="root"></div>');
    expect(reply.body).toContain('<title>GPU Cloud</title>');
    expect(reply.body).toContain('<link rel="modulepreload" crossorigin href="/assets/StorePage-C3.js">');
    expect(reply.body).toContain('<script type="module" crossorigin src="/assets/index-A1.js">');
    expect(reply.body).not.toContain('afterPaint-E5');
  });

  it("asks for the chunks of a page without a first screen at once, beside the app's own", async () => {
    const reply = await app.server.inject({
      method: 'GET',
      url: '/console/instances',
      headers: { cookie: 'signed_in=1' },
    });
    expect(reply.body).toContain('<div id="root"></div>');
    expect(reply.body).toContain('<script type="module" crossorigin src="/assets/index-A1.js">');
    expect(reply.body).toContain('<link rel="modulepreload" crossorigin href="/assets/ConsolePage-G7.js">');
  });

  it('answers a page the build does not list as before', async () => {
    const reply = await app.server.inject({ method: 'GET', url: '/docs' });
    expect(reply.body).not.toContain('DashboardPage-D4');
    expect(reply.body).not.toContain('StorePage-C3');
    expect(reply.body).toContain('<div id="root"></div>');
  });

  it('never serves the page manifest itself', async () => {
    const reply = await app.server.inject({ method: 'GET', url: '/page-assets.json' });
    expect(reply.body).not.toContain('StorePage-C3');
  });
});

describe('the first screen of a visitor whose browser holds a session (the hint cookie)', () => {
  const get = (url: string, cookie?: string, language = 'en-US') =>
    app.server.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': language, ...(cookie ? { cookie } : {}) },
    });

  it("paints the store's signed-in top bar instead of the way in", async () => {
    const signedIn = await get('/store', 'lang=en-US; signed_in=1');
    expect(signedIn.body).toContain('<div id="root" inert><main>Store, account loading</main></div>');
    expect(signedIn.headers.vary).toContain('Cookie');
    const chinese = await get('/store', 'signed_in=1', 'zh-CN');
    expect(chinese.body).toContain('<main>算力市场，账户加载中</main>');
    const anonymous = await get('/store');
    expect(anonymous.body).toContain('<div id="root" inert><main>Store</main></div>');
  });

  it('paints the console frame for it, and the login screen for a visitor without it', async () => {
    const signedIn = await get('/console/dashboard', 'signed_in=1');
    expect(signedIn.body).toContain('<div id="root" inert><nav>Console</nav></div>');
    expect(signedIn.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/DashboardPage-D4.css">',
    );

    for (const [cookie, language, login] of [
      [undefined, 'en-US', '<main>Log in</main>'],
      ['lang=zh-CN', 'en-US', '<main>登录</main>'],
      ['signed_in=0', 'zh-CN', '<main>登录</main>'],
    ] as const) {
      const signedOut = await get('/console/dashboard', cookie, language);
      // The app's guard takes it from here to /login with the way back (the URL is the console page's).
      expect(signedOut.statusCode).toBe(200);
      expect(signedOut.body).toContain(`<div id="root" inert>${login}</div>`);
      expect(signedOut.body).not.toContain('Console</nav>');
      expect(signedOut.body).not.toContain('控制台</nav>');
      expect(signedOut.body).not.toContain('DashboardPage-D4');
      expect(signedOut.body).toContain('<link rel="stylesheet" crossorigin href="/assets/LoginPage-F6.css">');
      expect(signedOut.body).toContain('/assets/LoginPage-F6.js');
    }
  });

  it('paints the login screen in any console page for a visitor without it, whatever its query', async () => {
    const reply = await get('/console/instances?status=running');
    expect(reply.body).toContain('<div id="root" inert><main>Log in</main></div>');
    expect(reply.body).toContain('<title>Log in · GPU Cloud</title>');
    expect(reply.body).not.toContain('ConsolePage-G7');
  });
});
