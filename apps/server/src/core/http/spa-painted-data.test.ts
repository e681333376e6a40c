import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  accountEndpoints,
  authEndpoints,
  FIRST_SCREEN_DATA_ID,
  PAGE_SESSION_COOKIE,
  type PageAssetsManifest,
} from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSubAccount, buildUser, loginAs, sessionTokenOf } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Issue 43: a console page painted per request with the account's data, by the session of the
// HttpOnly page cookie. The web's server-side build is stood in for by a module with its two
// functions (apps/web/src/prerender/prerender.tsx): it asks the API what the real one asks for the
// dashboard, and paints the user's name as React would (text escaped).

let app: TestApp;
let root: string;

const INDEX = [
  '<!doctype html><html><head><meta charset="UTF-8"><title>GPU Cloud</title>',
  '<script type="module" crossorigin src="/assets/index-A1.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('');

const frame = (html: string) => ({ fonts: [], title: 'Dashboard · GPU Cloud', html, css: '' });
const manifest: PageAssetsManifest = {
  afterPaint: '/assets/afterPaint-E5.js',
  pages: [
    {
      pattern: '/console/dashboard',
      scripts: ['/assets/DashboardPage-D4.js'],
      styles: [],
      firstScreen: {
        signedIn: { 'en-US': frame('<nav>Console</nav>'), 'zh-CN': frame('<nav>控制台</nav>') },
      },
    },
    {
      pattern: '/createInstance',
      scripts: ['/assets/CreateInstancePage-G7.js'],
      styles: [],
      firstScreen: {
        signedOut: { 'en-US': frame('<main>No host</main>'), 'zh-CN': frame('<main>没有主机</main>') },
      },
    },
    {
      pattern: '/login',
      scripts: ['/assets/LoginPage-F6.js'],
      styles: [],
      firstScreen: {
        signedOut: { 'en-US': frame('<main>Log in</main>'), 'zh-CN': frame('<main>登录</main>') },
      },
    },
  ],
};

const SERVER_BUILD = `
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export async function seedsFor(url, ask) {
  // A public page: host 1 is painted from nothing personal; host 2 would need the account's answer.
  if (url === '/createInstance?host=1') return [{ key: ['store', 'specifications', 1], data: { HostId: 1 } }];
  if (url === '/createInstance?host=2') return [{ key: ['account', 'userInfo'], data: await ask('/api/get_user_info', {}) }];
  if (url !== '/console/dashboard') return null;
  const info = await ask('/api/get_user_info', {});
  const vip = await ask('/api/get_user_vip_info', {});
  return [
    { key: ['account', 'userInfo'], data: info },
    { key: ['wallet', 'vipInfo'], data: vip.data },
  ];
}
export async function paintWithData(url, language, seeds, { signedIn }) {
  if (url.includes('/createInstance')) return { title: 'Rent', html: '<main>Host ' + seeds[0].data.HostId + (signedIn ? ' signed in' : '') + '</main>', css: '' };
  const info = seeds[0].data;
  return { title: 'Dashboard · GPU Cloud', html: '<main lang="' + language + '">' + escape(info.Name) + '</main>', css: '' };
}
`;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'gpucloud-painted-data-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'page-assets.json'), JSON.stringify(manifest));
  writeFileSync(path.join(root, 'dist-ssr', 'prerender.js'), SERVER_BUILD);
  app = await createTestApp({ webDistDir: dist });
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const NAME = '</script><script>alert(1)</script> & "Ann"';

function pageCookieOf(setCookie: string | string[] | undefined): string {
  const line = [setCookie ?? []].flat().find((value) => value.startsWith(`${PAGE_SESSION_COOKIE}=`));
  if (!line) throw new Error('no page session cookie was set');
  return line;
}

async function dashboard(cookie: string) {
  return app.server.inject({ method: 'GET', url: '/console/dashboard', headers: { cookie } });
}

function seedsOf(html: string): unknown {
  const json = new RegExp(
    `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">([^<]*)</script>`,
  ).exec(html)?.[1];
  if (json === undefined) throw new Error('no first screen data in the page');
  return JSON.parse(json);
}

describe('the page session cookie', () => {
  it('comes with the token a login issues, HttpOnly and SameSite=Strict, and goes at logout', async () => {
    const user = await buildUser(app);
    const login = await app.server.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ phone: user.phone, password: user.password }).toString(),
    });
    const token = login.json<{ data: { token: string } }>().data.token;
    const cookie = pageCookieOf(login.headers['set-cookie']);
    expect(cookie).toContain(`${PAGE_SESSION_COOKIE}=${encodeURIComponent(token)};`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    // Served over http here (PUBLIC_BASE_URL): not Secure, or the browser would drop it.
    expect(cookie).not.toContain('Secure');

    const logout = await app.server.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/json' },
      payload: { session: token },
    });
    expect(logout.json<{ status: number }>().status).toBe(0);
    expect(pageCookieOf(logout.headers['set-cookie'])).toMatch(
      new RegExp(`^${PAGE_SESSION_COOKIE}=; Max-Age=0;`),
    );
  });
});

describe('a console page painted with the account data', () => {
  it("paints the account's answers, escaped, private and not stored, for the session of the cookie", async () => {
    const user = await buildUser(app, { name: NAME });
    const { token } = await loginAs(app, user);
    const reply = await dashboard(`signed_in=1; ${PAGE_SESSION_COOKIE}=${encodeURIComponent(token)}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('private, no-store');
    const html = reply.body;
    expect(html).toContain(
      '<div id="root" inert><main lang="en-US">&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; "Ann"</main></div>',
    );
    // The name is in the embedded answers, but nothing in them can end the script element.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<script>alert(1)');
    const info = await app.call(accountEndpoints.userInfo, { session: token });
    expect(seedsOf(html)).toEqual([
      { key: ['account', 'userInfo'], data: info.body.data },
      { key: ['wallet', 'vipInfo'], data: expect.objectContaining({ vip_level: 0 }) },
    ]);
    expect(info.body.data?.Name).toBe(NAME);
  });

  it("paints a sub-account's page with the sub-account's own answers", async () => {
    const main = await buildUser(app);
    const sub = await buildSubAccount(app, main.id);
    const { token: mainToken } = await loginAs(app, main);
    const login = await app.call(authEndpoints.subAccountLogin, {
      session: mainToken,
      username: sub.username,
      password: sub.password,
    });
    expect(login.body.status).toBe(0);
    const token = sessionTokenOf(login.body.data);
    expect(pageCookieOf(login.raw.headers['set-cookie'])).toContain(encodeURIComponent(token));
    const reply = await dashboard(`signed_in=1; ${PAGE_SESSION_COOKIE}=${encodeURIComponent(token)}`);
    const [userInfo] = seedsOf(reply.body) as [{ data: { SubAccount: { Name: string } | null } }];
    expect(userInfo.data.SubAccount?.Name).toBe(sub.username);
  });

  it('paints no data for a revoked session, nor without the page cookie, nor for a visitor without a session', async () => {
    const user = await buildUser(app);
    const { token } = await loginAs(app, user);
    await app.call(authEndpoints.logout, { session: token });
    const revoked = await dashboard(`signed_in=1; ${PAGE_SESSION_COOKIE}=${encodeURIComponent(token)}`);
    expect(revoked.body).toContain('<div id="root" inert><nav>Console</nav></div>');
    expect(revoked.body).not.toContain(FIRST_SCREEN_DATA_ID);
    expect(revoked.headers['cache-control']).toBe('no-cache');

    const hintOnly = await dashboard('signed_in=1');
    expect(hintOnly.body).toContain('<nav>Console</nav>');
    expect(hintOnly.body).not.toContain(FIRST_SCREEN_DATA_ID);

    // Without the session hint the app's guard sends the visitor to log in: the login page, as today.
    const { token: live } = await loginAs(app, user);
    const signedOut = await dashboard(`${PAGE_SESSION_COOKIE}=${encodeURIComponent(live)}`);
    expect(signedOut.body).toContain('<div id="root" inert><main>Log in</main></div>');
    expect(signedOut.body).not.toContain(FIRST_SCREEN_DATA_ID);
  });
});

describe('a public page painted with answers anybody gets', () => {
  const order = (query: string, cookie: string) =>
    app.server.inject({ method: 'GET', url: `/createInstance?${query}`, headers: { cookie } });

  it('paints the order form of a host whatever the session, with its query, and lets it be kept', async () => {
    const anybody = await order('host=1', '');
    expect(anybody.body).toContain('<div id="root" inert><main>Host 1</main></div>');
    expect(anybody.body).toContain('<title>Rent</title>');
    expect(seedsOf(anybody.body)).toEqual([{ key: ['store', 'specifications', 1], data: { HostId: 1 } }]);
    expect(anybody.headers['cache-control']).toBe('no-cache');

    // A signed-in visitor's top bar is the signed-in one; the answers stay the ones anybody gets.
    const signedIn = await order('host=1', 'signed_in=1');
    expect(signedIn.body).toContain('<main>Host 1 signed in</main>');
  });

  it('never asks as the account of the page cookie: an answer that needs a session is not painted', async () => {
    const { token } = await loginAs(app, await buildUser(app));
    const reply = await order('host=2', `signed_in=1; ${PAGE_SESSION_COOKIE}=${encodeURIComponent(token)}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('<div id="root"></div>');
    expect(reply.body).not.toContain(FIRST_SCREEN_DATA_ID);
  });
});
