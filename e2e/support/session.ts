import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { freshPhone } from './accounts';
import { apiPost } from './api';
import { latestSmsCode } from './smsOutbox';

export interface Session {
  token: string;
  sessionId: string;
}

/** A storage state holding `session` the way the app keeps it (SPEC §4: token and sessionId). */
export function storageStateFor(origin: string, session: Session) {
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: 'token', value: session.token },
          { name: 'sessionId', value: session.sessionId },
        ],
      },
    ],
  };
}

/** A browser context of its own, logged in as `session`, and a page in it. */
export async function openAs(
  browser: Browser,
  baseURL: string | undefined,
  session: Session,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ storageState: storageStateFor(baseURL ?? '', session) });
  return { context, page: await context.newPage() };
}

/**
 * Registers a brand-new main account through the API (SMS code from the sandbox outbox). Each
 * costs one SMS of the server's per-network hourly allowance, so tests use them sparingly.
 */
export async function registerFreshAccount(request: APIRequestContext): Promise<Session & { phone: string }> {
  const phone = freshPhone();
  await apiPost(request, '/auth/send_verify_code', { phone, purpose: 'register' });
  const code = await latestSmsCode(request, phone);
  const session = await apiPost<Session>(request, '/register', {
    phone,
    verify_code: code,
    password: 'fresh-pass-123',
  });
  return { ...session, phone };
}

/** Puts a session into the page's local storage (the page must be on the app's origin). */
export async function useSession(page: Page, session: Session): Promise<void> {
  await page.evaluate((stored) => {
    localStorage.setItem('token', stored.token);
    localStorage.setItem('sessionId', stored.sessionId);
  }, session);
}
