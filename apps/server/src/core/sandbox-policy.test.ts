import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../providers/payments/payment-provider';
import type { WeChatProvider } from '../providers/wechat/wechat-provider';
import { createTestApp, type TestApp } from '../testing/test-app';

const dist = mkdtempSync(path.join(os.tmpdir(), 'gpucloud-sandbox-'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>GPU Cloud</title></head></html>',
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function unused(): never {
  throw new Error('not called by these tests');
}

/** A real gateway as far as these tests go: only its name matters. */
const realPayments: PaymentProvider = {
  name: 'wechatpay',
  channels: ['wechat', 'alipay'],
  createQr: unused,
  query: unused,
  close: unused,
  verifyNotification: unused,
  notificationAnswer: unused,
  refund: unused,
  queryRefund: unused,
};
const realWechat: WeChatProvider = { name: 'wechat-open-platform', qrCodeFor: unused };

async function withApp(
  options: Parameters<typeof createTestApp>[0],
  use: (app: TestApp) => Promise<void>,
): Promise<void> {
  const app = await createTestApp({ webDistDir: dist, ...options });
  try {
    await use(app);
  } finally {
    await app.close();
  }
}

async function served(app: TestApp, url: string): Promise<'sandbox page' | 'not found'> {
  const reply = await app.server.inject({ method: 'GET', url });
  if (reply.headers['content-type']?.toString().startsWith('text/html')) return 'sandbox page';
  expect(reply.statusCode).toBe(404);
  return 'not found';
}

const CASHIER = '/sandbox/pay/NO_SUCH_ORDER';
const WECHAT = '/sandbox/wechat/no-such-ticket';
const CHECK = '/sandbox/verification/no-such-check';
/** Tencent Cloud as the verification provider (nothing is asked of it by these tests). */
const TENCENT = {
  VERIFICATION_PROVIDER: 'tencent',
  TENCENT_SECRET_ID: 'AKIDtest',
  TENCENT_SECRET_KEY: 'secret',
  TENCENT_FACEID_RULE_ID: '1',
};

describe('sandbox pages exist only where their sandbox is the provider', () => {
  it('serves both sandboxes by default, as npm start runs', async () => {
    await withApp({}, async (app) => {
      expect(await served(app, CASHIER)).toBe('sandbox page');
      expect(await served(app, WECHAT)).toBe('sandbox page');
      expect(await served(app, CHECK)).toBe('sandbox page');
    });
  });

  it('serves no verification check page with Tencent Cloud verifying', async () => {
    await withApp({ env: TENCENT }, async (app) => {
      expect(app.deps.verification.name).toBe('tencent');
      expect(await served(app, CHECK)).toBe('not found');
      expect(await served(app, CASHIER)).toBe('sandbox page');
    });
  });

  it('serves no cashier with a real payment gateway', async () => {
    await withApp({ payments: [realPayments] }, async (app) => {
      expect(app.deps.payments.all).toEqual([realPayments]);
      expect(await served(app, CASHIER)).toBe('not found');
      expect(await served(app, WECHAT)).toBe('sandbox page');
    });
  });

  it('serves no WeChat confirm page with a real WeChat login', async () => {
    await withApp({ wechat: realWechat }, async (app) => {
      expect(app.deps.wechat).toBe(realWechat);
      expect(await served(app, WECHAT)).toBe('not found');
      expect(await served(app, CASHIER)).toBe('sandbox page');
    });
  });
});

describe('a production server and its sandboxes', () => {
  it('refuses to start on sandbox providers and names each one', async () => {
    await expect(createTestApp({ env: { NODE_ENV: 'production' } })).rejects.toThrow(
      'NODE_ENV=production refuses sandbox providers: payments provider "sandbox", wechat login provider "sandbox", verification provider "sandbox". Configure real providers, or set ALLOW_SANDBOX=1',
    );
  });

  it('names only the sandbox that is left', async () => {
    await expect(
      createTestApp({ env: { NODE_ENV: 'production', ...TENCENT }, payments: [realPayments] }),
    ).rejects.toThrow('refuses sandbox providers: wechat login provider "sandbox".');
    await expect(
      createTestApp({ env: { NODE_ENV: 'production', ...TENCENT }, wechat: realWechat }),
    ).rejects.toThrow('refuses sandbox providers: payments provider "sandbox".');
    await expect(
      createTestApp({ env: { NODE_ENV: 'production' }, payments: [realPayments], wechat: realWechat }),
    ).rejects.toThrow('refuses sandbox providers: verification provider "sandbox".');
  });

  it('starts with real providers and shows no sandbox ribbon', async () => {
    await withApp(
      { env: { NODE_ENV: 'production', ...TENCENT }, payments: [realPayments], wechat: realWechat },
      async (app) => {
        const page = await app.server.inject({ method: 'GET', url: '/store' });
        expect(page.body).not.toContain('name="sandbox"');
        expect(await served(app, CASHIER)).toBe('not found');
        expect(await served(app, WECHAT)).toBe('not found');
        expect(await served(app, CHECK)).toBe('not found');
      },
    );
  });

  it('runs sandboxes when ALLOW_SANDBOX=1 says so, and tells every page to show the ribbon', async () => {
    await withApp({ env: { NODE_ENV: 'production', ALLOW_SANDBOX: '1' } }, async (app) => {
      for (const url of ['/', '/store', '/login', '/console/dashboard']) {
        const page = await app.server.inject({ method: 'GET', url });
        expect(page.body).toContain('<meta name="sandbox" content="1">');
      }
      expect(await served(app, CASHIER)).toBe('sandbox page');
    });
  });

  it('shows no ribbon outside production, where sandboxes are the default', async () => {
    await withApp({ env: { ALLOW_SANDBOX: '1' } }, async (app) => {
      const page = await app.server.inject({ method: 'GET', url: '/store' });
      expect(page.body).not.toContain('name="sandbox"');
    });
  });
});
