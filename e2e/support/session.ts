import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { SESSION_HINT_COOKIE } from '../../packages/contracts/src/page-assets';
import { freshPhone } from './accounts';
import { apiPost } from './api';
import { latestSmsCode } from './smsOutbox';

export interface Session {
  token: string;
  sessionId: string;
}

/**
 * The cookie the app keeps beside a stored session (apps/web/src/shared/session.ts), for a browser
 * context on `origin`: the server paints first screens by it.
 */
export function sessionHintCookie(origin: string) {
  return {
    name: SESSION_HINT_COOKIE,
    value: '1',
    domain: new URL(origin).hostname,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  };
}

/**
 * A storage state holding `session` the way the app keeps it (SPEC §4: token and sessionId), with
 * the session hint cookie the app sets beside it.
 */
export function storageStateFor(origin: string, session: Session) {
  return {
    cookies: [sessionHintCookie(origin)],
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

/** Puts a session into the page's local storage, with its hint cookie (the page must be on the app's origin). */
export async function useSession(page: Page, session: Session): Promise<void> {
  await page.evaluate((stored) => {
    localStorage.setItem('token', stored.token);
    localStorage.setItem('sessionId', stored.sessionId);
  }, session);
  await page.context().addCookies([sessionHintCookie(page.url())]);
}
