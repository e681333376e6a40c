import { PAGE_SESSION_COOKIE } from '@gpucloud/contracts';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';

type CookieConfig = Pick<Config, 'publicBaseUrl' | 'session'>;

/**
 * The session again as an HttpOnly cookie, beside the token an answer issues (the web keeps that one
 * in local storage for the API): only page answers read it (core/http/page-paint.ts), to paint a
 * console page with the account's data. SameSite=Strict, so no other site's link or form sends it;
 * Secure where the product is served over https; no longer than the session can live. A null
 * session clears it (logout); an answer without a token (a sign-in that still asks for its second
 * factor) leaves it as it is. Call it where sessions are issued and ended: returns what it was given.
 */
export function pageSessionCookie<T extends object | null>(
  reply: FastifyReply,
  config: CookieConfig,
  answer: T,
): T {
  const session = answer === null ? null : tokenOf(answer);
  if (answer !== null && session === null) return answer;
  const secure = config.publicBaseUrl.startsWith('https:') ? '; Secure' : '';
  const maxAge = session ? config.session.absoluteDays * 86_400 : 0;
  const value = session ? encodeURIComponent(session.token) : '';
  reply.header(
    'set-cookie',
    `${PAGE_SESSION_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Strict${secure}`,
  );
  return answer;
}

function tokenOf(answer: object): { token: string } | null {
  return 'token' in answer && typeof answer.token === 'string' ? { token: answer.token } : null;
}
